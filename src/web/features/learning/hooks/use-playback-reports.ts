/**
 * The lesson player's memory (issue "Learning area" item 6): resumes at the saved position, and reports where the
 * learner is and how long the video actually played — every few seconds while playing, on pause, and as the page
 * is left (a keepalive request), so the server can keep the seconds watched. Seeking is not playing: a jump of the
 * play head is not counted.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { VIDEO_REPORT_INTERVAL_MS, VIDEO_REPORT_MAX_SECONDS } from '@shared/limits/learning';
import type { PlaybackAnswer } from '@shared/schemas/learning';
import { reportPlayback } from '../api/report-playback';

/** A step of the play head larger than this between two `timeupdate` events is a seek, in seconds. */
const MAX_PLAY_STEP_SECONDS = 1.5;

/** What the hook needs. */
export interface PlaybackReportsOptions {
  moduleId: string;
  /** Where to resume, in seconds. */
  resumeAtSeconds: number;
  /** Called with what the server credited after each report. */
  onReported?: (answer: PlaybackAnswer) => void;
}

/**
 * Attaches the reports to the `<video>` in `videoRef`.
 *
 * @returns `flush()`: sends a report now (e.g. before the learner moves on).
 */
export function usePlaybackReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  { moduleId, resumeAtSeconds, onReported }: PlaybackReportsOptions,
) {
  /** Seconds played since the last report. */
  const played = useRef(0);
  const lastTime = useRef<number | null>(null);
  const onReportedRef = useRef(onReported);
  useEffect(() => {
    onReportedRef.current = onReported;
  }, [onReported]);
  const resumeAt = useRef(resumeAtSeconds);

  /** Reports `video`'s position and the seconds played since the last report. */
  const report = useCallback(
    (video: HTMLVideoElement, options: { keepalive?: boolean } = {}) => {
      const playedSeconds = Math.min(played.current, VIDEO_REPORT_MAX_SECONDS);
      played.current = 0;
      void reportPlayback(moduleId, { positionSeconds: video.currentTime, playedSeconds }, options)
        .then((answer) => onReportedRef.current?.(answer))
        .catch(() => {
          // A lost report only loses a few seconds of credit; the next one carries on.
        });
    },
    [moduleId],
  );

  const flush = useCallback(() => {
    if (videoRef.current) report(videoRef.current);
  }, [report, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const resume = () => {
      const at = resumeAt.current;
      if (at > 0 && Number.isFinite(video.duration) && at < video.duration - 1) video.currentTime = at;
    };
    const onTime = () => {
      const now = video.currentTime;
      const previous = lastTime.current;
      if (!video.paused && previous !== null) {
        const step = now - previous;
        if (step > 0 && step <= MAX_PLAY_STEP_SECONDS * video.playbackRate) played.current += step;
      }
      lastTime.current = now;
    };
    const onSeeked = () => {
      lastTime.current = video.currentTime;
    };
    const onPause = () => report(video);
    const onLeave = () => report(video, { keepalive: true });
    if (video.readyState >= 1) resume();
    video.addEventListener('loadedmetadata', resume);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onLeave);
    const timer = window.setInterval(() => {
      if (!video.paused) report(video);
    }, VIDEO_REPORT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page within the app: the last position is saved too.
      if (played.current > 0 || !video.paused) report(video, { keepalive: true });
    };
  }, [report, videoRef]);

  return { flush };
}
