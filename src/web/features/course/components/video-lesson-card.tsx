/**
 * The video lesson card of a module page (training-program.md §2 "/learning/module/{moduleId}": "Video lesson card
 * ... Start Video Lesson"; issue "Learning area" item 6): the site's one video player (keyboard controls, captions
 * from the module's WebVTT file, resume where the learner left off) reporting its playback to the course's route,
 * and the share of the video the server credited as watched. Start Video Lesson plays it and records the
 * `videoStarted` step (50 %).
 */
import { Play } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@web/lib/toast';
import type { ModuleFacts, ModuleParts } from '@shared/course/progress-steps';
import { courseMessages, learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleView } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { VideoPlayer } from '@web/components/video-player';
import { useRecordProgress } from '../api/record-progress';
import { useModulePlayback } from '../hooks/use-module-playback';

/** The share of the video credited as watched, as a whole percent. */
function watchedPercent(creditedSeconds: number, videoSeconds: number | null): number {
  return videoSeconds !== null && videoSeconds > 0
    ? Math.min(100, Math.round((creditedSeconds / videoSeconds) * 100))
    : 0;
}

export function VideoLessonCard({
  moduleId,
  title,
  video,
  parts,
  facts,
}: {
  moduleId: string;
  title: string;
  video: NonNullable<ModuleView['video']>;
  parts: ModuleParts;
  facts: ModuleFacts;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const recordProgress = useRecordProgress(moduleId);
  const started = facts.videoStartedAt !== null;
  const { report, onReported } = useModulePlayback(moduleId);
  const watched = watchedPercent(facts.videoCreditedSeconds, parts.videoSeconds ?? video.durationSeconds);

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
        <CardDescription>{courseMessages.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <VideoPlayer
          videoRef={videoRef}
          src={video.url}
          captionsUrl={video.captionsUrl}
          label={m.videoLabel(title)}
          resumeAtSeconds={video.positionSeconds}
          report={report}
          onReported={onReported}
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
