/**
 * The public press kit, `/epk/{slug}` (item 1): no sign-in. The server answers this address with the app's page
 * carrying the kit's title, link-preview tags and the kit itself, so the page shows it at once (see
 * `../api/get-epk.ts`); an unknown or private address shows the not-found state. The kit's learner (and staff) may
 * see it before it is published, marked as a private preview.
 */
import { FileQuestion, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pressKitPageMessages } from '@shared/messages/press-kits';
import { epkPageMessages as m } from '@shared/messages/press-kit-pages';
import { LoadFailure } from '@web/components/load-failure';
import { buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useEpk } from '../api/get-epk';
import { EpkView } from './epk-view';

export interface EpkPageProps {
  slug: string;
}

/** The page at `/epk/{slug}`. */
export function EpkPage({ slug }: EpkPageProps) {
  const query = useEpk(slug);
  const kit = query.data;

  // The title and description the server writes for the page (the route table's general ones are set first).
  useEffect(() => {
    if (!kit) return;
    const name = kit.stageName || kit.slug;
    document.title = `${name} · ${pressKitPageMessages.titleSuffix}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute(
        'content',
        (kit.shortBio || pressKitPageMessages.defaultDescription(name)).replace(/\s+/g, ' '),
      );
  }, [kit]);

  if (kit)
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        {!kit.isPublished && (
          <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            {m.privatePreview}
          </p>
        )}
        <EpkView kit={kit} headingLevel={1} eagerPhoto feedbackLinks />
      </div>
    );
  if (query.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-2" role="status">
        <Loader2 aria-hidden className="size-6 animate-spin" />
        <span>{m.loading}</span>
      </div>
    );
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <FileQuestion aria-hidden className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold">{m.notFoundTitle}</h1>
        <p className="text-muted-foreground">{m.notFoundText}</p>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          {m.home}
        </Link>
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold">{m.notFoundTitle}</h1>
      <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </div>
  );
}
