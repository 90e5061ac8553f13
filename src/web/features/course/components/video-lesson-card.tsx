/**
 * The video card of a module page, one card for both views (training-program.md §2 "/learning/module/{moduleId}":
 * "Video lesson card ... Start Video Lesson", §2 item 5 "Training Video", §4 "Mark as Watched raises the percentage
 * to at least 75"; issues "Learning area" item 6 and "One course" item 4): the site's one video player (J / K / L,
 * captions from the module's WebVTT file, resume where the learner left off) reporting its real playback to the
 * course's route. Each presentation keeps its view's texts and action:
 *
 * - `learning` ('Video Lesson'): Start Video Lesson plays the video and records the `videoStarted` step (so does
 *   playing it); once the video counts as watched (90 % credited) a 'Watched' mark and Watch Again instead (issue 38
 *   item 4, docs/decisions/0009).
 *
 * Both show the share of the video the server credited as watched (`videoWatchedPercent`, the staff page's figure).
 * - `members` ('Training Video'): Mark as Watched, which the server accepts once 90 % of the video is credited;
 *   before that the card says 'Watch the video to the end first' and keeps the button. Once the video is credited
 *   as watched, the card says so.
 */
import { Eye, Play, Video } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  isVideoWatched,
  videoWatchedPercent,
  type ModuleFacts,
  type ModuleParts,
} from '@shared/course/progress-steps';
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

type RecordProgress = ReturnType<typeof useRecordProgress>;

/** The share of the video credited as watched, with its bar: the same figure in both views and on the staff page. */
function WatchedShare({ moduleId, percent }: { moduleId: string; percent: number }) {
  return (
    <div className="min-w-48 flex-1 space-y-1">
      <p id={`watched-${moduleId}`} className="text-sm text-muted-foreground">
        {lm.watched(percent)}
      </p>
      <Progress value={percent} aria-labelledby={`watched-${moduleId}`} />
    </div>
  );
}

/**
 * The learning area's controls: Start Video Lesson, or once the video counts as watched the 'Watched' mark and Watch
 * Again (issue 38 item 4); then the share credited as watched.
 */
function StartVideo({
  moduleId,
  percent,
  watched,
  recordProgress,
  onStart,
}: {
  moduleId: string;
  /** The share credited as watched, in percent. */
  percent: number;
  /** The video counts as watched (90 % credited). */
  watched: boolean;
  recordProgress: RecordProgress;
  onStart: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {watched && <DoneNote>{pm.watched}</DoneNote>}
      <Button
        type="button"
        variant={watched ? 'outline' : 'default'}
        onClick={onStart}
        disabled={recordProgress.isPending}
      >
        <Play aria-hidden />
        {watched ? lm.watchAgain : lm.startVideo}
      </Button>
      <WatchedShare moduleId={moduleId} percent={percent} />
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

  const watched = isVideoWatched(facts.videoCreditedSeconds, videoSeconds);
  const percent = videoWatchedPercent(facts.videoCreditedSeconds, videoSeconds);

  const start = () => {
    const player = videoRef.current;
    if (player && watched && player.ended) player.currentTime = 0;
    void player?.play().catch(() => {
      // Autoplay refused or the file failed: the controls stay usable.
    });
    if (!started) recordProgress.mutate('videoStarted', { onError: () => toast.error(t.stepFailure) });
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
            percent={percent}
            watched={watched}
            recordProgress={recordProgress}
            onStart={start}
          />
        )}
        {!learning && <WatchedShare moduleId={moduleId} percent={percent} />}
      </CardContent>
      {!learning && <MarkWatched watched={watched} recordProgress={recordProgress} />}
    </Card>
  );
}
