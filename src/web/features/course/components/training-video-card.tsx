/**
 * Training Video (training-program.md §2 item 5, §4 "Mark as Watched raises the percentage to at least 75"): the
 * site's one video player (the learning area's: J / K / L, captions, resume where the artist left off) reporting
 * to the program's playback route, and Mark as Watched. Shown only for a module with a video.
 */
import { Eye, Video } from 'lucide-react';
import { useCallback, type RefObject } from 'react';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import type { PlaybackReport } from '@shared/schemas/learning';
import type { ProgramVideo } from '@shared/schemas/program';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { VideoPlayer } from '@web/components/video-player';
import { reportProgramPlayback } from '../api/report-playback';
import { ProgressStepButton } from './progress-step-button';

const t = programPageMessages.module;

export interface TrainingVideoCardProps {
  moduleId: string;
  title: string;
  video: ProgramVideo;
  /** Mark as Watched was pressed before. */
  watched: boolean;
  /** The `<video>`, shared with the notes (their times seek it). */
  videoRef: RefObject<HTMLVideoElement | null>;
}

export function TrainingVideoCard({ moduleId, title, video, watched, videoRef }: TrainingVideoCardProps) {
  const report = useCallback(
    (playback: PlaybackReport, options: { keepalive?: boolean }) =>
      reportProgramPlayback(moduleId, playback, options),
    [moduleId],
  );
  return (
    <Card id="video" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Video aria-hidden className="size-5 text-primary" />
          {m.videoTitle}
        </CardTitle>
        <CardDescription>{t.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent>
        <VideoPlayer
          videoRef={videoRef}
          src={video.url}
          captionsUrl={video.captionsUrl}
          label={t.videoLabel(title)}
          resumeAtSeconds={video.positionSeconds}
          report={report}
        />
      </CardContent>
      <CardFooter>
        <ProgressStepButton
          moduleId={moduleId}
          step="watched"
          done={watched}
          label={m.markWatched}
          doneText={m.watched}
          icon={Eye}
        />
      </CardFooter>
    </Card>
  );
}
