/**
 * The video lesson card of a module page (training-program.md §2 "/learning/module/{moduleId}": "Video lesson card
 * ... Start Video Lesson"; issue "Learning area" item 6): the site's one video player (keyboard controls, captions
 * from the module's WebVTT file, resume where the learner left off) reporting to the learning area's playback
 * route, and the share of the video the server counted as watched. Start Video Lesson plays it and records the
 * 50 % step.
 */
import { Play } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleVideo, PlaybackReport } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { VideoPlayer } from '@web/components/video-player';
import { useRecordProgress } from '../api/record-progress';
import { reportPlayback } from '../api/report-playback';

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
  const report = useCallback(
    (playback: PlaybackReport, options: { keepalive?: boolean }) =>
      reportPlayback(moduleId, playback, options),
    [moduleId],
  );
  const watched = watchedPercent(watchedSeconds, video.durationSeconds);

  const start = () => {
    void videoRef.current?.play().catch(() => {
      // Autoplay refused or the file failed: the controls stay usable.
    });
    recordProgress.mutate('videoStarted', { onError: () => toast.error(m.saveFailure) });
  };

  return (
    <Card id="video" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{m.videoTitle}</CardTitle>
        <CardDescription>{m.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <VideoPlayer
          videoRef={videoRef}
          src={video.url}
          captionsUrl={video.captionsUrl}
          label={m.videoLabel(title)}
          resumeAtSeconds={video.positionSeconds}
          report={report}
          onReported={(answer) => setWatchedSeconds(answer.watchedSeconds)}
          onPlay={() => {
            if (!started && !recordProgress.isPending) recordProgress.mutate('videoStarted');
          }}
        />
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
