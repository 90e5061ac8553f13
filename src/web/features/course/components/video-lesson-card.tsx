/**
 * The video card of a module page, one card for both views (training-program.md §2 "/learning/module/{moduleId}":
 * "Video lesson card ... Start Video Lesson", §2 item 5 "Training Video", §4 "Mark as Watched raises the percentage
 * to at least 75"; issues "Learning area" item 6 and "One course" item 4): the site's one video player (J / K / L,
 * captions from the module's WebVTT file, resume where the learner left off) reporting its real playback to the
 * course's route. Each presentation keeps its view's texts and action:
 *
 * - `learning` ('Video Lesson'): Start Video Lesson plays the video and records the `videoStarted` step (so does
 *   playing it), and the share of the video the server credited as watched.
 * - `members` ('Training Video'): Mark as Watched, which the server accepts once 90 % of the video is credited;
 *   before that the card says 'Watch the video to the end first' and keeps the button. Once the video is credited
 *   as watched, the card says so.
 */
import { Eye, Play, Video } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import { isVideoWatched, type ModuleFacts, type ModuleParts } from '@shared/course/progress-steps';
import {
  courseMessages,
  learningModuleMessages as lm,
  learningRequestMessages,
} from '@shared/messages/learning';
import { programModuleMessages as pm, programPageMessages } from '@shared/messages/program';
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
import { Progress } from '@web/components/ui/progress';
import { VideoPlayer } from '@web/components/video-player';
import { ApiError } from '@web/lib/api-client';
import { useRecordProgress } from '../api/record-progress';
import { useModulePlayback } from '../hooks/use-module-playback';
import type { CoursePresentation } from '../utils/course-presentation';

/** Each presentation's texts. */
const TEXTS = {
  learning: { title: lm.videoTitle, label: lm.videoLabel, stepFailure: lm.saveFailure },
  members: {
    title: pm.videoTitle,
    label: programPageMessages.module.videoLabel,
    stepFailure: programPageMessages.module.stepFailure,
  },
} as const;

/** The share of the video credited as watched, as a whole percent. */
function watchedPercent(creditedSeconds: number, videoSeconds: number | null): number {
  return videoSeconds !== null && videoSeconds > 0
    ? Math.min(100, Math.round((creditedSeconds / videoSeconds) * 100))
    : 0;
}

type RecordProgress = ReturnType<typeof useRecordProgress>;

/** The learning area's controls: Start Video Lesson and the share credited as watched. */
function StartVideo({
  moduleId,
  watched,
  recordProgress,
  onStart,
}: {
  moduleId: string;
  /** The share credited as watched, in percent. */
  watched: number;
  recordProgress: RecordProgress;
  onStart: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="button" onClick={onStart} disabled={recordProgress.isPending}>
        <Play aria-hidden />
        {lm.startVideo}
      </Button>
      <div className="min-w-48 flex-1 space-y-1">
        <p id={`watched-${moduleId}`} className="text-sm text-muted-foreground">
          {lm.watched(watched)}
        </p>
        <Progress value={watched} aria-labelledby={`watched-${moduleId}`} />
      </div>
    </div>
  );
}

/** The members program's footer: Watched once credited, else Mark as Watched and why it was refused. */
function MarkWatched({ watched, recordProgress }: { watched: boolean; recordProgress: RecordProgress }) {
  /** Mark as Watched was refused: not enough of the video is credited yet. */
  const [notWatched, setNotWatched] = useState(false);

  const markWatched = () => {
    setNotWatched(false);
    recordProgress.mutate('watched', {
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_ERROR_CODES.videoNotWatched) setNotWatched(true);
        else toast.error(TEXTS.members.stepFailure);
      },
    });
  };

  return (
    <CardFooter className="flex-col items-start gap-3">
      {watched ? (
        <DoneNote>{pm.watched}</DoneNote>
      ) : (
        <Button type="button" disabled={recordProgress.isPending} onClick={markWatched}>
          <Eye aria-hidden />
          {pm.markWatched}
        </Button>
      )}
      {notWatched && !watched && (
        <p role="alert" className="text-sm font-medium text-error">
          {learningRequestMessages.videoNotWatched}
        </p>
      )}
    </CardFooter>
  );
}

export interface VideoLessonCardProps {
  moduleId: string;
  title: string;
  video: NonNullable<ModuleView['video']>;
  facts: ModuleFacts;
  parts: ModuleParts;
  /** Which view's texts and action. */
  presentation: CoursePresentation;
  /** The `<video>`, when the page shares it (the members notes' times seek it); else the card keeps its own. */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** The card (see the module comment). Shown only for a module with a video. */
export function VideoLessonCard({
  moduleId,
  title,
  video,
  facts,
  parts,
  presentation,
  videoRef: sharedRef,
}: VideoLessonCardProps) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = sharedRef ?? ownRef;
  const t = TEXTS[presentation];
  const recordProgress = useRecordProgress(moduleId);
  const { report, onReported } = useModulePlayback(moduleId);
  const videoSeconds = parts.videoSeconds ?? video.durationSeconds;
  const learning = presentation === 'learning';
  const started = facts.videoStartedAt !== null;

  const start = () => {
    void videoRef.current?.play().catch(() => {
      // Autoplay refused or the file failed: the controls stay usable.
    });
    recordProgress.mutate('videoStarted', { onError: () => toast.error(t.stepFailure) });
  };

  return (
    <Card id="video" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Video aria-hidden className="size-5 text-primary" />
          {t.title}
        </CardTitle>
        <CardDescription>{courseMessages.videoKeys}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <VideoPlayer
          videoRef={videoRef}
          src={video.url}
          captionsUrl={video.captionsUrl}
          label={t.label(title)}
          resumeAtSeconds={video.positionSeconds}
          report={report}
          onReported={onReported}
          onPlay={
            learning
              ? () => {
                  if (!started && !recordProgress.isPending) recordProgress.mutate('videoStarted');
                }
              : undefined
          }
        />
        {learning && (
          <StartVideo
            moduleId={moduleId}
            watched={watchedPercent(facts.videoCreditedSeconds, videoSeconds)}
            recordProgress={recordProgress}
            onStart={start}
          />
        )}
      </CardContent>
      {!learning && (
        <MarkWatched
          watched={isVideoWatched(facts.videoCreditedSeconds, videoSeconds)}
          recordProgress={recordProgress}
        />
      )}
    </Card>
  );
}
