/**
 * A featured track on the press kit (item 1): its title, its length and the browser's own audio player, which is
 * keyboard-operable and named by the title. Nothing is fetched until the visitor presses play. Under it, what the
 * page adds (the link to leave feedback, item 4).
 */
import type { ReactNode } from 'react';
import { epkPageMessages as m } from '@shared/messages/press-kit-pages';
import type { EpkTrack } from '@shared/schemas/press-kits';
import { formatDuration } from '../utils/format-duration';

export interface TrackPlayerProps {
  track: EpkTrack;
  /** The element id of the title, for the player's name. */
  id: string;
  /** Shown under the player, e.g. the link to leave feedback on the track. */
  children?: ReactNode;
}

/** One featured track with its player. */
export function TrackPlayer({ track, id, children }: TrackPlayerProps) {
  const version = track.latestVersion;
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {track.title}
        </h3>
        {version && (
          <span className="text-sm text-muted-foreground tabular-nums">
            <span className="sr-only">{m.duration(formatDuration(version.durationMs))}</span>
            <span aria-hidden>{formatDuration(version.durationMs)}</span>
          </span>
        )}
      </div>
      {version && version.audioUrl ? (
        <audio controls preload="none" src={version.audioUrl} aria-labelledby={id} className="w-full" />
      ) : (
        <p className="text-sm text-muted-foreground">{m.noAudio}</p>
      )}
      {children}
    </div>
  );
}
