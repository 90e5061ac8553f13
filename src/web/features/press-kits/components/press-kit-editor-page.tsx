/**
 * /press-kit (item 1): the learner's press kit in one page. The form with the photo beside a live preview that
 * renders exactly what the public page will show (below the form on a phone), the publication card with the
 * public address, and the worksheet suggestions. Loading, error and empty states.
 */
import { useCallback, useMemo, useState } from 'react';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { OwnPressKit } from '@shared/schemas/press-kits';
import { BackLink } from '@web/components/back-link';
import { LoadFailure } from '@web/components/load-failure';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useKitCertificate } from '../api/get-kit-certificate';
import { useOwnPressKit } from '../api/get-own-press-kit';
import { useOwnTracks } from '../api/list-own-tracks';
import {
  pressKitFormValues,
  previewEpk,
  type PressKitFormValues,
  type PreviewTrack,
} from '../utils/press-kit-form-schema';
import { EpkView } from './epk-view';
import { PhotoField } from './photo-field';
import { PressKitForm } from './press-kit-form';
import { PublicationCard } from './publication-card';

/** The editor for a loaded kit. */
function PressKitEditor({ kit }: { kit: OwnPressKit }) {
  const [values, setValues] = useState<PressKitFormValues>(() => pressKitFormValues(kit));
  const [dirty, setDirty] = useState(false);
  const onValues = useCallback((next: PressKitFormValues) => setValues(next), []);
  const onDirty = useCallback((next: boolean) => setDirty(next), []);
  const tracks = useOwnTracks();

  const previewTracks = useMemo<PreviewTrack[]>(() => {
    const own = (tracks.data ?? []).map((track) => {
      const latest = track.versions[0];
      return {
        id: track.id,
        title: track.title,
        latest: latest
          ? { number: latest.number, durationMs: latest.durationMs, audioUrl: latest.audioUrl }
          : null,
      };
    });
    const known = new Set(own.map((track) => track.id));
    return [
      ...own,
      ...kit.featuredTracks
        .filter((track) => !known.has(track.id))
        .map((track) => ({ id: track.id, title: track.title, latest: null })),
    ];
  }, [tracks.data, kit.featuredTracks]);

  // The certificate as the public page shows it (when the learner holds one and the form shows it).
  const certificate = useKitCertificate(new URL(kit.pageUrl).origin, kit.hasCertificate);
  const preview = previewEpk(kit, values, previewTracks, certificate.data ?? null);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid gap-6">
        <Card role="region" aria-labelledby="press-kit-form-title">
          <CardHeader>
            <h2 id="press-kit-form-title" className="text-xl font-bold">
              {m.formTitle}
            </h2>
          </CardHeader>
          <CardContent className="grid gap-6">
            <PhotoField photo={kit.photo} />
            <PressKitForm kit={kit} onValues={onValues} onDirty={onDirty} />
          </CardContent>
        </Card>
        <PublicationCard kit={kit} unsaved={dirty} />
      </div>
      <section
        aria-labelledby="press-kit-preview-title"
        className="grid gap-3 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
      >
        <div>
          <h2 id="press-kit-preview-title" className="text-xl font-bold">
            {m.previewTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{m.previewNote}</p>
        </div>
        <div className="rounded-xl border bg-background p-5" data-testid="press-kit-preview">
          <EpkView kit={preview} headingLevel={2} />
        </div>
      </section>
    </div>
  );
}

/** The page: its heading, then the editor once the kit is loaded. */
export function PressKitEditorPage() {
  const query = useOwnPressKit();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        <BackLink to="/program-dashboard" variant="ghost" size="sm">
          {m.backToDashboard}
        </BackLink>
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="max-w-3xl text-muted-foreground">{m.lead}</p>
      </div>
      {query.isPending && (
        <div className="grid gap-4 lg:grid-cols-2" role="status">
          <span className="sr-only">{m.loading}</span>
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
      {query.isError && (
        <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.data && <PressKitEditor kit={query.data} />}
    </div>
  );
}
