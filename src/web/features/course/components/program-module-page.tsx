/**
 * A module page of the members program (training-program.md §2 item 5, §4 "Members program module progress", §8
 * "Module"): the header with the members percentage, then the cards Module Overview, Training Video (only with a
 * video), Module Assignment & Worksheet, Module Quiz, Your Notes and Module Actions, all from the one module view
 * the learning area reads too. Opening it records the `opened` step once. An address whose id cannot be a module's
 * says 'Module not found' without asking the API; so does an unknown id. A module not open yet says so.
 */
import { Lock } from 'lucide-react';
import { useRef } from 'react';
import { API_ERROR_CODES } from '@shared/api-error';
import { courseMessages, learningRequestMessages } from '@shared/messages/learning';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import { isUuid } from '@shared/schemas/uuid';
import { BackLink } from '@web/components/back-link';
import { LoadFailure } from '@web/components/load-failure';
import { ApiError } from '@web/lib/api-client';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { AuthLoading } from '@web/lib/auth/components/auth-status';
import { useModule } from '../api/get-module';
import { useOpenedStep } from '../hooks/use-opened-step';
import { programPaths } from '../utils/program-paths';
import { ModuleActionsCard } from './module-actions-card';
import { ModuleOverviewCard } from './module-overview-card';
import { NotesCard } from './notes-card';
import { ProgramModuleHeader } from './program-module-header';
import { ProgramModuleNotFound } from './program-module-not-found';
import { QuizCard } from './quiz-card';
import { VideoLessonCard } from './video-lesson-card';
import { WorksheetCard } from './worksheet-card';

const t = programPageMessages.module;

/** A module page: 'Module not found' at once for an address whose id cannot be one, else the module. */
export function ProgramModulePage({ moduleId }: { moduleId: string }) {
  return isUuid(moduleId) ? <ModuleContent moduleId={moduleId} /> : <ProgramModuleNotFound />;
}

/** A module the artist cannot open yet: locked, or the program not started. */
function ModuleClosed({ text }: { text: string }) {
  return (
    <AuthCard icon={<Lock />} title={courseMessages.modulePage.closedTitle} description={text}>
      <BackLink to={programPaths.dashboard} className="w-full">
        {m.back}
      </BackLink>
    </AuthCard>
  );
}

function ModuleContent({ moduleId }: { moduleId: string }) {
  const query = useModule(moduleId);
  const videoRef = useRef<HTMLVideoElement>(null);
  const view = query.data;
  useOpenedStep(moduleId, view, t.stepFailure);

  if (query.isPending) return <AuthLoading label={courseMessages.modulePage.loading} />;
  if (query.isError) {
    const error = query.error;
    const code = error instanceof ApiError ? error.code : null;
    if (code === API_ERROR_CODES.moduleNotFound) return <ProgramModuleNotFound />;
    if (code === API_ERROR_CODES.moduleLocked)
      return <ModuleClosed text={learningRequestMessages.moduleLocked} />;
    if (code === API_ERROR_CODES.notEnrolled) return <ModuleClosed text={t.notEnrolled} />;
    return (
      <LoadFailure
        variant="page"
        title={m.unexpected}
        text={m.progressFailure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { module, facts, video, worksheet } = view!;
  const lastModule = module.number === view!.totalModules;
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
      <ProgramModuleHeader view={view!} />
      <ModuleOverviewCard introduction={module.introduction} content={module.content} />
      {video && (
        <VideoLessonCard
          moduleId={module.id}
          title={module.title}
          video={video}
          facts={facts}
          parts={view!.parts}
          presentation="members"
          videoRef={videoRef}
        />
      )}
      {(worksheet || lastModule) && (
        <WorksheetCard
          moduleId={module.id}
          title={m.worksheetTitle}
          worksheet={worksheet}
          done={facts.worksheetDoneAt !== null}
          certificate={lastModule}
          failureText={t.stepFailure}
        />
      )}
      <QuizCard moduleId={module.id} quiz={view!.quiz} presentation="members" />
      <NotesCard moduleId={module.id} notes={view!.notes.text} video={videoControls} />
      <ModuleActionsCard view={view!} />
    </div>
  );
}
