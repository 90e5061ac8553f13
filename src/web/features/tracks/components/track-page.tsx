/**
 * /tracks/{id} (docs/decisions/0022): the same page for the learner and everyone the server lets see the track
 * (mentors, admins, peers, agents; anyone else gets the not-found state). The player of the chosen version with its
 * comment markers, the version switcher (v1, v2 …), the comment form at the playback time and the feedback; for the
 * learner also a new version, the track's details and deleting it (an admin may delete too). The way back: the
 * learner's tracks, the agent portal's Artists page for an agent (who comes from a press kit), else the feedback list.
 */
import { ApiError } from '@web/lib/api-client';
import { Download, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import type { Track, TrackPermissions } from '@shared/schemas/tracks';
import { readTrackMoment } from '@shared/track-moments';
import { BackLink } from '@web/components/back-link';
import { ConfirmButton } from '@web/components/confirm-button';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDay } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { useDeleteTrack } from '../api/delete-track';
import { useTrack } from '../api/get-track';
import { useVersionComments } from '../api/version-comments';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { TrackDetailsForm } from './track-details-form';
import { VersionUploadForm } from './version-upload-form';
import { WaveformPlayer, type PlayerControls } from './waveform-player';

/** The agent portal's Artists page, where an agent finds the press kits whose tracks they may comment on. */
const AGENT_ARTISTS_PATH = `${LOGIN_PATHS.agent}/artists`;

/** The version switcher: one button per version, oldest first, the chosen one pressed. */
function VersionSwitcher({
  track,
  chosen,
  onChoose,
}: {
  track: Track;
  chosen: number;
  onChoose: (n: number) => void;
}) {
  const versions = [...track.versions].reverse();
  return (
    <div role="group" aria-label={m.versionsLabel} className="flex flex-wrap gap-2">
      {versions.map((version) => (
        <Button
          key={version.number}
          type="button"
          size="sm"
          variant={version.number === chosen ? 'default' : 'outline'}
          aria-pressed={version.number === chosen}
          onClick={() => onChoose(version.number)}
        >
          {m.versionName(version.number)}
        </Button>
      ))}
    </div>
  );
}

/** Deleting the track behind a confirmation; afterwards the page leaves. */
function DeleteTrack({ track, permissions }: { track: Track; permissions: TrackPermissions }) {
  const navigate = useNavigate();
  const remove = useDeleteTrack(track.id);
  const onConfirm = () =>
    remove.mutateAsync().then(
      () => {
        toast.success(m.deleted.title, { description: m.deleted.text });
        void navigate(permissions.viewerRole === 'learner' ? '/tracks' : '/feedback', { replace: true });
      },
      (error: Error) => toast.error(m.deleteFailed, { description: error.message }),
    );
  return (
    <ConfirmButton
      icon={Trash2}
      trigger={m.deleteTrack}
      triggerVariant="outline"
      title={m.confirmDelete.title}
      description={m.confirmDelete.text(track.title)}
      confirm={{
        label: m.confirmDelete.confirm,
        pendingLabel: m.confirmDelete.pending,
        variant: 'destructive',
      }}
      cancelLabel={m.cancel}
      onConfirm={onConfirm}
      pending={remove.isPending}
    />
  );
}

/** The player and feedback of the chosen version. */
function VersionView({
  track,
  permissions,
  versionNumber,
  startMs,
}: {
  track: Track;
  permissions: TrackPermissions;
  versionNumber: number;
  /** Where the player starts, ms (a moment link's `t`). */
  startMs: number;
}) {
  const version = track.versions.find((each) => each.number === versionNumber) ?? track.versions[0]!;
  const comments = useVersionComments(track.id, version.number);
  const [currentMs, setCurrentMs] = useState(0);
  const controls = useRef<PlayerControls | null>(null);
  const setControls = useCallback((next: PlayerControls | null) => {
    controls.current = next;
  }, []);
  const markers =
    comments.data?.comments.map((comment) => ({
      id: comment.id,
      positionMs: comment.positionMs,
      author: comment.author.displayName,
      resolved: comment.resolvedAt !== null,
    })) ?? [];

  return (
    <>
      <Card role="region" aria-labelledby="track-player-title">
        <CardHeader>
          <h2 id="track-player-title" className="text-xl font-bold">
            {m.player}: {m.versionName(version.number)}
          </h2>
          <p className="text-sm text-muted-foreground">{m.versionUploaded(formatDay(version.createdAt))}</p>
          {version.notes && <p className="whitespace-pre-wrap">{version.notes}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          <WaveformPlayer
            title={track.title}
            version={version}
            markers={markers}
            onTimeChange={setCurrentMs}
            controlsRef={setControls}
            startMs={startMs}
          />
          {permissions.canDownload && (
            <Button asChild variant="outline" size="sm">
              <a href={version.fileUrl} download={version.fileName}>
                <Download aria-hidden />
                {m.downloadOriginal(version.fileName)}
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="track-feedback-title">
        <CardHeader>
          <h2 id="track-feedback-title" className="text-xl font-bold">
            {m.commentsTitle}
          </h2>
        </CardHeader>
        <CardContent className="space-y-6">
          {permissions.canComment && (
            <CommentForm
              key={version.number}
              trackId={track.id}
              versionNumber={version.number}
              currentMs={currentMs}
            />
          )}
          {comments.isPending && <Loading label={m.commentsLoading} />}
          {comments.isError && (
            <LoadFailure
              text={m.commentsFailure}
              onRetry={() => void comments.refetch()}
              retrying={comments.isFetching}
            />
          )}
          {comments.data && (
            <CommentList
              trackId={track.id}
              comments={comments.data}
              permissions={permissions}
              onSeek={(ms) => controls.current?.seek(ms)}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** The page's content for a signed-in account; `trackId` from the address. */
export function TrackPage({ trackId }: { trackId: string }) {
  const query = useTrack(trackId);
  // A moment link (`?v=N&t=SECONDS`, the feedback email's) opens that version at that time.
  const { search } = useLocation();
  const [moment] = useState(() => readTrackMoment(search));
  const [chosen, setChosen] = useState<number | null>(moment.versionNumber);
  const role = query.data?.permissions.viewerRole;
  // An agent comes from a press kit, found on the agent portal's Artists page (their menu has no feedback list).
  const back =
    role === 'learner' ? (
      <BackLink to="/tracks">{m.backToTracks}</BackLink>
    ) : role === 'agent' ? (
      <BackLink to={AGENT_ARTISTS_PATH}>{m.backToArtists}</BackLink>
    ) : (
      <BackLink to="/feedback">{m.backToFeedback}</BackLink>
    );

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Loading label={m.loading} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold">{m.title}</h1>
        {notFound ? (
          <p role="alert">{m.notFound}</p>
        ) : (
          <LoadFailure
            text={m.loadFailure}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  const { track, permissions } = query.data;
  const latest = track.versions[0]?.number ?? 1;
  const versionNumber =
    chosen !== null && track.versions.some((each) => each.number === chosen) ? chosen : latest;
  // The link's time applies to the version it names (or the latest), not to one chosen afterwards.
  const startMs = versionNumber === (moment.versionNumber ?? latest) ? (moment.positionMs ?? 0) : 0;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        {back}
        <h1 className="text-3xl font-bold">{track.title}</h1>
        <p className="text-muted-foreground">{m.by(track.owner.displayName)}</p>
        {track.notes && <p className="whitespace-pre-wrap">{track.notes}</p>}
        <VersionSwitcher track={track} chosen={versionNumber} onChoose={setChosen} />
      </div>
      <VersionView track={track} permissions={permissions} versionNumber={versionNumber} startMs={startMs} />
      {permissions.canEdit && (
        <Card role="region" aria-labelledby="track-new-version-title">
          <CardHeader>
            <h2 id="track-new-version-title" className="text-xl font-bold">
              {m.newVersionTitle}
            </h2>
          </CardHeader>
          <CardContent>
            <VersionUploadForm
              trackId={track.id}
              onUploaded={(answer) => setChosen(answer.track.versions[0]!.number)}
            />
          </CardContent>
        </Card>
      )}
      {permissions.canEdit && (
        <Card role="region" aria-labelledby="track-details-title">
          <CardHeader>
            <h2 id="track-details-title" className="text-xl font-bold">
              {m.settingsTitle}
            </h2>
          </CardHeader>
          <CardContent>
            <TrackDetailsForm track={track} />
          </CardContent>
        </Card>
      )}
      {permissions.canDelete && <DeleteTrack track={track} permissions={permissions} />}
    </div>
  );
}
