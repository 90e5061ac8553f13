/**
 * The player of a track version (docs/decisions/0022): a waveform drawn by wavesurfer.js from the server's peaks and
 * duration (the browser never decodes the audio; the media element streams it with HTTP Range), a Play/Pause
 * button, a position slider for the keyboard, the time, and a marker at each comment's moment (a button that seeks
 * there). The waveform itself is decoration; everything it does is also a control.
 */
import { MessageSquare, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import type { TrackVersion } from '@shared/schemas/tracks';
import { useTheme } from '@web/components/theme/theme-context';
import { Button } from '@web/components/ui/button';
import { formatPosition } from '@shared/track-moments';
import { markerPercent } from '../utils/format-position';

/** A comment's marker on the waveform. */
interface WaveformMarker {
  id: string;
  positionMs: number;
  author: string;
  resolved: boolean;
}

/** What the page can ask of the player. */
export interface PlayerControls {
  seek: (ms: number) => void;
}

export interface WaveformPlayerProps {
  title: string;
  version: TrackVersion;
  markers: readonly WaveformMarker[];
  /** Called as the playback position changes, in ms. */
  onTimeChange: (ms: number) => void;
  /** Receives the player's controls once it exists (null when it goes). */
  controlsRef?: (controls: PlayerControls | null) => void;
  /** Where the player starts, ms (the moment a link asked for); 0 by default. Read once, when the player opens. */
  startMs?: number;
}

/** The value of a theme token (a CSS custom property of the document), for the waveform's canvas. */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The waveform, its controls and its markers. */
export function WaveformPlayer({
  title,
  version,
  markers,
  onTimeChange,
  controlsRef,
  startMs = 0,
}: WaveformPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentMs, setCurrentMs] = useState(0);
  const { resolvedTheme } = useTheme();
  const onTime = useRef(onTimeChange);
  const startAt = useRef(startMs);
  useEffect(() => {
    onTime.current = onTimeChange;
  }, [onTimeChange]);
  const durationMs = version.durationMs;

  useEffect(() => {
    if (!container.current) return;
    const ws = WaveSurfer.create({
      container: container.current,
      url: version.audioUrl,
      peaks: [version.peaks],
      duration: version.durationMs / 1000,
      height: 96,
      waveColor: token('--muted-foreground'),
      progressColor: token('--primary'),
      cursorColor: token('--foreground'),
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      dragToSeek: true,
    });
    surfer.current = ws;
    const report = (seconds: number) => {
      const ms = Math.round(seconds * 1000);
      setCurrentMs(ms);
      onTime.current(ms);
    };
    const unsubscribe = [
      ws.on('timeupdate', report),
      ws.on('play', () => setPlaying(true)),
      ws.on('pause', () => setPlaying(false)),
      ws.on('finish', () => setPlaying(false)),
    ];
    controlsRef?.({ seek: (ms) => ws.setTime(ms / 1000) });
    // Opened at a moment (the feedback email's link): there at once, and again once the audio is loaded unless the
    // listener moved meanwhile.
    const start = Math.min(version.durationMs, Math.max(0, startAt.current)) / 1000;
    startAt.current = 0;
    if (start > 0) {
      ws.setTime(start);
      unsubscribe.push(
        ws.once('ready', () => {
          if (ws.getCurrentTime() === 0) ws.setTime(start);
        }),
      );
    }
    return () => {
      for (const off of unsubscribe) off();
      controlsRef?.(null);
      ws.destroy();
      surfer.current = null;
      setPlaying(false);
      setCurrentMs(0);
      onTime.current(0);
    };
    // The colours follow the theme; a new version is a new waveform.
  }, [version.audioUrl, version.peaks, version.durationMs, resolvedTheme, controlsRef]);

  const seek = (ms: number) => surfer.current?.setTime(Math.min(durationMs, Math.max(0, ms)) / 1000);

  return (
    <div className="space-y-3">
      <div className="relative pt-7">
        <div ref={container} aria-hidden className="w-full" />
        <ul aria-label={m.commentsTitle} className="pointer-events-none absolute inset-x-0 top-0 h-7">
          {markers.map((marker) => (
            <li
              key={marker.id}
              className="absolute top-0 -translate-x-1/2"
              style={{ left: `${markerPercent(marker.positionMs, durationMs)}%` }}
            >
              <Button
                type="button"
                size="icon"
                variant={marker.resolved ? 'outline' : 'default'}
                className="pointer-events-auto size-6 rounded-full"
                aria-label={m.marker(formatPosition(marker.positionMs), marker.author)}
                title={formatPosition(marker.positionMs)}
                onClick={() => seek(marker.positionMs)}
              >
                <MessageSquare aria-hidden className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void surfer.current?.playPause()} aria-pressed={playing}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {playing ? m.pause : m.play}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.floor(durationMs / 1000))}
          step={1}
          value={Math.floor(currentMs / 1000)}
          onChange={(event) => seek(Number(event.target.value) * 1000)}
          aria-label={m.position(title)}
          aria-valuetext={m.timeOf(formatPosition(currentMs), formatPosition(durationMs))}
          className="min-w-40 flex-1 accent-primary"
        />
        <span className="text-sm tabular-nums text-muted-foreground" aria-hidden>
          {m.timeOf(formatPosition(currentMs), formatPosition(durationMs))}
        </span>
      </div>
    </div>
  );
}
