/**
 * The video lesson card of a module page (training-program.md §2 "/learning/module/{moduleId}": "Video lesson card
 * ... Start Video Lesson"; issue "Learning area" item 6): the browser's own `<video>` player, with its keyboard
 * controls, captions from the module's WebVTT file, resume where the learner left off, and the share of the video
 * the server counted as watched. Start Video Lesson plays it and records the 50 % step.
 */
import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleVideo } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { useRecordProgress } from '../api/record-progress';
import { usePlaybackReports } from '../hooks/use-playback-reports';

/** Seconds a keyboard seek moves the play head. */
const SEEK_STEP_SECONDS = 5;

/** The share of the video watched, as a whole percent. */
function watchedPercent(watchedSeconds: number, durationSeconds: number): number {
  return durationSeconds > 0 ? Math.min(100, Math.round((watchedSeconds / durationSeconds) * 100)) : 0;
}

export function VideoLessonCard({
  moduleId,
  title,
  video,
  started,
}: {
  moduleId: string;
  title: string;
  video: ModuleVideo;
  /** Start Video Lesson was pressed before (progress 50 % or more). */
  started: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [watchedSeconds, setWatchedSeconds] = useState(video.watchedSeconds);
  const recordProgress = useRecordProgress(moduleId);
  usePlaybackReports(videoRef, {
    moduleId,
    resumeAtSeconds: video.positionSeconds,
    onReported: (answer) => setWatchedSeconds(answer.watchedSeconds),
  });
  const watched = watchedPercent(watchedSeconds, video.durationSeconds);

  const start = () => {
    void videoRef.current?.play().catch(() => {
      // Autoplay refused or the file failed: the controls stay usable.
    });
    recordProgress.mutate('videoStarted', { onError: () => toast.error(m.saveFailure) });
  };

  /** j / l seek, k plays or pauses (as on common players); the player's own controls keep their keys. */
  const onKeyDown = (event: React.KeyboardEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    if (event.key === 'k') {
      void (player.paused ? player.play() : Promise.resolve(player.pause())).catch(() => {});
    } else if (event.key === 'j') player.currentTime = Math.max(0, player.currentTime - SEEK_STEP_SECONDS);
    else if (event.key === 'l')
      player.currentTime = Math.min(player.duration, player.currentTime + SEEK_STEP_SECONDS);
    else return;
    event.preventDefault();
  };

  return (
    <Card id="video" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{m.videoTitle}</CardTitle>
        <CardDescription>{m.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <video
          ref={videoRef}
          className="aspect-video w-full rounded-md bg-black"
          controls
          preload="metadata"
          aria-label={m.videoLabel(title)}
          onPlay={() => {
            if (!started && !recordProgress.isPending) recordProgress.mutate('videoStarted');
          }}
          onKeyDown={onKeyDown}
          src={video.url}
        >
          {video.captionsUrl && (
            <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
          )}
        </video>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" onClick={start} disabled={recordProgress.isPending}>
            <Play aria-hidden />
            {m.startVideo}
          </Button>
          <div className="min-w-48 flex-1 space-y-1">
            <p id={`watched-${moduleId}`} className="text-sm text-muted-foreground">
              {m.watched(watched)}
            </p>
            <Progress value={watched} aria-labelledby={`watched-${moduleId}`} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
