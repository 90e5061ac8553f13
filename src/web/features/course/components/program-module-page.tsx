/**
 * A program module page (training-program.md §2 item 5, §4 "Members program module progress", §8 "Module"): the
 * header with the progress, then the cards Module Overview, Training Video (only with a video), Module Assignment &
 * Worksheet, Module Quiz, Your Notes and Module Actions. Opening a module that is not started records the 25 % step.
 * An address whose id cannot be a module's says 'Module not found' without asking the API; so does an unknown id.
 */
import { useEffect, useRef } from 'react';
import { API_ERROR_CODES } from '@shared/api-error';
import { programModuleMessages as m } from '@shared/messages/program';
import { isUuid } from '@shared/schemas/uuid';
import { LoadFailure } from '@web/components/load-failure';
import { ApiError } from '@web/lib/api-client';
import { AuthLoading } from '@web/lib/auth/components/auth-status';
import { useProgramModule } from '../api/get-module';
import { useRecordProgramProgress } from '../api/record-progress';
import { ModuleActionsCard } from './module-actions-card';
import { ModuleHeader } from './module-header';
import { ModuleNotFound } from './module-not-found';
import { ModuleOverviewCard } from './module-overview-card';
import { NotesCard } from './notes-card';
import { ProgramQuizCard } from './program-quiz-card';
import { TrainingVideoCard } from './training-video-card';
import { WorksheetCard } from './worksheet-card';

/** A module page: 'Module not found' at once for an address whose id cannot be one, else the module. */
export function ProgramModulePage({ moduleId }: { moduleId: string }) {
  return isUuid(moduleId) ? <ModuleContent moduleId={moduleId} /> : <ModuleNotFound />;
}

function ModuleContent({ moduleId }: { moduleId: string }) {
  const query = useProgramModule(moduleId);
  const recordProgress = useRecordProgramProgress(moduleId);
  const videoRef = useRef<HTMLVideoElement>(null);
  const opened = useRef(false);
  const view = query.data;

  useEffect(() => {
    if (!view || view.progress.startedAt !== null || opened.current) return;
    opened.current = true;
    recordProgress.mutate('opened');
  }, [view, recordProgress]);

  if (query.isPending) return <AuthLoading label={m.loading} />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.moduleNotFound) return <ModuleNotFound />;
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-16">
        <h1 className="text-2xl font-bold">{m.unexpected}</h1>
        <LoadFailure
          text={m.progressFailure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  const { module, progress, video } = view!;
  const videoControls = video
    ? {
        currentTime: () => videoRef.current?.currentTime ?? 0,
        playFrom: (seconds: number) => {
          const player = videoRef.current;
          if (!player) return;
          player.currentTime = seconds;
          player.scrollIntoView({ block: 'center' });
          player.focus();
          void player.play().catch(() => {
            // Playback refused: the player stays at the time, its controls usable.
          });
        },
      }
    : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ModuleHeader view={view!} />
      <ModuleOverviewCard introduction={module.introductionContent} content={module.content} />
      {video && (
        <TrainingVideoCard
          moduleId={module.id}
          title={module.title}
          video={video}
          watched={progress.videoWatched}
          videoRef={videoRef}
        />
      )}
      <WorksheetCard
        moduleId={module.id}
        prompts={module.worksheetPrompts}
        worksheetUrl={view!.worksheetUrl}
        done={progress.worksheetDownloaded}
        finalMonth={module.monthNumber === view!.totalModules}
      />
      <ProgramQuizCard moduleId={module.id} quiz={view!.quiz} />
      <NotesCard moduleId={module.id} notes={view!.notes} video={videoControls} />
      <ModuleActionsCard view={view!} />
    </div>
  );
}
