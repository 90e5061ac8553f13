/**
 * The video player's memory (training-program.md §9 "Video playback (a real player)"; issue "Learning area" item
 * 6, issue "Members program" item 5, issue "One course" item 4): resumes at the saved position, and reports where
 * the learner is, how many seconds of the video really played since the last report and at which rate — as playback
 * starts, every {@link VIDEO_REPORT_INTERVAL_MS} while playing, on pause, at the end, and as the page is left (a
 * keepalive request), so the server can keep the position and credit the seconds watched (at most the wall time
 * since its previous report times the rate). The report as playback starts is what starts that clock: without it
 * the seconds played before the first timed report would earn nothing. The server starts the clock again at any
 * report that follows a silence of more than `VIDEO_VISIT_GAP_MS` (a pause, a closed tab, a new sign-in), so the
 * report as playback resumes matters as much. Seeking is not playing: a jump of the play head is not counted.
 *
 * The hook does not know where the reports go: the page passes the report function (`PUT …/playback`).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  PLAYBACK_RATE_MAX,
  VIDEO_REPORT_INTERVAL_MS,
  VIDEO_REPORT_MAX_SECONDS,
} from '@shared/limits/learning';
import type { PlaybackReport } from '@shared/schemas/learning';

/** A step of the play head larger than this between two `timeupdate` events is a seek, in seconds. */
const MAX_PLAY_STEP_SECONDS = 1.5;

/** The slowest rate a report names (the API takes only positive rates; a player at rate 0 plays nothing anyway). */
const MIN_REPORTED_RATE = 0.0625;

/**
 * Sends one report: the position, the seconds played since the previous report and the rate. With
 * `keepalive`, the request must outlive the page (the learner is leaving). Resolves with the server's answer.
 */
export type ReportPlayback<TAnswer> = (
  report: PlaybackReport,
  options: { keepalive?: boolean },
) => Promise<TAnswer>;

/** What the hook needs. */
export interface PlaybackReportsOptions<TAnswer> {
  /** Sends a report (e.g. the learning area's or the program's `PUT …/playback`). */
  report: ReportPlayback<TAnswer>;
  /** Where to resume, in seconds (read once, when the video is attached). */
  resumeAtSeconds: number;
  /** Called with the server's answer after each report. */
  onReported?: (answer: TAnswer) => void;
}

/**
 * Attaches the reports to the `<video>` in `videoRef`.
 *
 * @returns `flush()`: sends a report now (e.g. before the learner moves on).
 */
export function usePlaybackReports<TAnswer>(
  videoRef: RefObject<HTMLVideoElement | null>,
  { report: send, resumeAtSeconds, onReported }: PlaybackReportsOptions<TAnswer>,
) {
  /** Seconds played since the last report. */
  const played = useRef(0);
  /** The fastest rate played at since the last report (the server caps the credit by wall time times it). */
  const rate = useRef<number | null>(null);
  const lastTime = useRef<number | null>(null);
  // The callers' functions may change on every render; the listeners below read the latest ones.
  const sendRef = useRef(send);
  const onReportedRef = useRef(onReported);
  useEffect(() => {
    sendRef.current = send;
    onReportedRef.current = onReported;
  }, [send, onReported]);
  const resumeAt = useRef(resumeAtSeconds);

  /** Reports `video`'s position and the seconds played since the last report. */
  const report = useCallback((video: HTMLVideoElement, options: { keepalive?: boolean } = {}) => {
    const playedSeconds = Math.min(played.current, VIDEO_REPORT_MAX_SECONDS);
    const playbackRate = Math.min(
      Math.max(rate.current ?? video.playbackRate, MIN_REPORTED_RATE),
      PLAYBACK_RATE_MAX,
    );
    played.current = 0;
    rate.current = null;
    void sendRef
      .current({ positionSeconds: video.currentTime, playedSeconds, playbackRate }, options)
      .then((answer) => onReportedRef.current?.(answer))
      .catch(() => {
        // A lost report only loses a few seconds of credit; the next one carries on.
      });
  }, []);

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
        if (step > 0 && step <= MAX_PLAY_STEP_SECONDS * video.playbackRate) {
          played.current += step;
          rate.current = Math.max(rate.current ?? 0, video.playbackRate);
        }
      }
      lastTime.current = now;
    };
    const onSeeked = () => {
      lastTime.current = video.currentTime;
    };
    const onPause = () => report(video);
    // Playback starts or resumes: the server's clock starts now (see the module comment).
    const onPlay = () => report(video);
    const onLeave = () => report(video, { keepalive: true });
    if (video.readyState >= 1) resume();
    video.addEventListener('loadedmetadata', resume);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    window.addEventListener('pagehide', onLeave);
    const timer = window.setInterval(() => {
      if (!video.paused) report(video);
    }, VIDEO_REPORT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page within the app: the last position is saved too.
      if (played.current > 0 || !video.paused) report(video, { keepalive: true });
    };
  }, [report, videoRef]);

  return { flush };
}
