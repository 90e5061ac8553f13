/**
 * The one video player of the site (training-program.md §2 "Video lesson card", "Training Video"; §9 "Video
 * playback (a real player)"): the browser's own `<video>` with its controls and keyboard, plus J / K / L (back 5 s,
 * play or pause, ahead 5 s, as on common players), English captions from a WebVTT file when there is one, and the
 * playback reports of {@link usePlaybackReports}: it resumes where the learner left off and tells the server where
 * they are. The learning area's module page and the members program's module page both use it.
 */
import type * as React from 'react';
import { useRef, type RefObject } from 'react';
import { CAPTIONS_LABEL } from '@shared/messages/site';
import { usePlaybackReports, type ReportPlayback } from '@web/lib/use-playback-reports';
import { cn } from '@web/lib/utils';

/** Seconds a J or L press moves the play head. */
const SEEK_STEP_SECONDS = 5;

/** What the player shows and where it reports. */
export interface VideoPlayerProps<TAnswer> {
  /** The video file's address (served with HTTP Range). */
  src: string;
  /** The WebVTT captions' address, or null when the video has none. */
  captionsUrl: string | null;
  /** The player's accessible name, e.g. 'Video lesson: History of the Recording Industry'. */
  label: string;
  /** Where to resume, in seconds. */
  resumeAtSeconds: number;
  /** Sends a playback report (the area's `PUT …/playback`). */
  report: ReportPlayback<TAnswer>;
  /** Called with the server's answer after each report. */
  onReported?: (answer: TAnswer) => void;
  /** Called whenever playback starts. */
  onPlay?: () => void;
  /** The `<video>` element, for a page that seeks or reads the time (e.g. timestamps in notes). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  className?: string;
}

/** J / L seek by {@link SEEK_STEP_SECONDS}, K plays or pauses; the player's own controls keep their keys. */
function onKeyDown(event: React.KeyboardEvent<HTMLVideoElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const player = event.currentTarget;
  const key = event.key.toLowerCase();
  if (key === 'k') {
    void (player.paused ? player.play() : Promise.resolve(player.pause())).catch(() => {
      // Playback refused (e.g. the file failed): the controls stay usable.
    });
  } else if (key === 'j') player.currentTime = Math.max(0, player.currentTime - SEEK_STEP_SECONDS);
  else if (key === 'l') {
    const end = Number.isFinite(player.duration) ? player.duration : Number.POSITIVE_INFINITY;
    player.currentTime = Math.min(end, player.currentTime + SEEK_STEP_SECONDS);
  } else return;
  event.preventDefault();
}

/** The player (see the module comment). */
export function VideoPlayer<TAnswer>({
  src,
  captionsUrl,
  label,
  resumeAtSeconds,
  report,
  onReported,
  onPlay,
  videoRef,
  className,
}: VideoPlayerProps<TAnswer>) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? ownRef;
  usePlaybackReports(ref, { report, resumeAtSeconds, onReported });
  return (
    <video
      ref={ref}
      className={cn('aspect-video w-full rounded-md bg-black', className)}
      controls
      preload="metadata"
      aria-label={label}
      onPlay={onPlay}
      onKeyDown={onKeyDown}
      src={src}
    >
      {captionsUrl && <track kind="captions" src={captionsUrl} srcLang="en" label={CAPTIONS_LABEL} default />}
    </video>
  );
}
