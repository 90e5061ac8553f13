/**
 * Training Video (training-program.md §2 item 5, §4 "Mark as Watched raises the percentage to at least 75"; issue
 * "One course" item 4): the site's one video player (J / K / L, captions, resume where the artist left off)
 * reporting its real playback to the course's route, and Mark as Watched, which the server accepts once 90 % of the
 * video is credited; before that the card says 'Watch the video to the end first' and keeps the button. Once the
 * video is credited as watched, the card says so. Shown only for a module with a video.
 */
import { Eye, Video } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import { isVideoWatched, type ModuleFacts, type ModuleParts } from '@shared/course/progress-steps';
import { courseMessages, learningRequestMessages } from '@shared/messages/learning';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import type { ModuleView } from '@shared/schemas/learning';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { VideoPlayer } from '@web/components/video-player';
import { ApiError } from '@web/lib/api-client';
import { useRecordProgress } from '../api/record-progress';
import { useModulePlayback } from '../hooks/use-module-playback';

const t = programPageMessages.module;

export interface TrainingVideoCardProps {
  moduleId: string;
  title: string;
  video: NonNullable<ModuleView['video']>;
  facts: ModuleFacts;
  parts: ModuleParts;
  /** The `<video>`, shared with the notes (their times seek it). */
  videoRef: RefObject<HTMLVideoElement | null>;
}

export function TrainingVideoCard({
  moduleId,
  title,
  video,
  facts,
  parts,
  videoRef,
}: TrainingVideoCardProps) {
  const recordProgress = useRecordProgress(moduleId);
  /** Mark as Watched was refused: not enough of the video is credited yet. */
  const [notWatched, setNotWatched] = useState(false);
  const watched = isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds ?? video.durationSeconds);
  const { report, onReported } = useModulePlayback(moduleId);

  const markWatched = () => {
    setNotWatched(false);
    recordProgress.mutate('watched', {
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_ERROR_CODES.videoNotWatched) setNotWatched(true);
        else toast.error(t.stepFailure);
      },
    });
  };

  return (
    <Card id="video" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Video aria-hidden className="size-5 text-primary" />
          {m.videoTitle}
        </CardTitle>
        <CardDescription>{courseMessages.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent>
        <VideoPlayer
          videoRef={videoRef}
          src={video.url}
          captionsUrl={video.captionsUrl}
          label={t.videoLabel(title)}
          resumeAtSeconds={video.positionSeconds}
          report={report}
          onReported={onReported}
        />
      </CardContent>
      <CardFooter className="flex-col items-start gap-3">
        {watched ? (
          <DoneNote>{m.watched}</DoneNote>
        ) : (
          <Button type="button" disabled={recordProgress.isPending} onClick={markWatched}>
            <Eye aria-hidden />
            {m.markWatched}
          </Button>
        )}
        {notWatched && !watched && (
          <p role="alert" className="text-sm font-medium text-error">
            {learningRequestMessages.videoNotWatched}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
