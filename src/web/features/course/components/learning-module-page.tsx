/**
 * A module of the learning area (training-program.md §2 "/learning/module/{moduleId}", §4, §8): back to the
 * course, the title with month and week, the progress card (Completed / In Progress, the learning area's
 * percentage and the step it counts), the video lesson, the lesson with Mark as Read, the worksheet answered in the app with its Mark
 * Complete, the downloadable resources, the quiz and Complete Module. Opening it records the `opened` step once. A
 * missing module shows 'Module not found' with a back button; a locked one says it is not open yet.
 */
import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { API_ERROR_CODES } from '@shared/api-error';
import { learningPercent } from '@shared/course/progress-steps';
import { isUuid } from '@shared/schemas/uuid';
import { courseMessages, learningModuleMessages as m } from '@shared/messages/learning';
import { BackLink, type BackLinkProps } from '@web/components/back-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { LoadFailure } from '@web/components/load-failure';
import { ApiError } from '@web/lib/api-client';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { AuthLoading } from '@web/lib/auth/components/auth-status';
import { useModule } from '../api/get-module';
import { useOpenedStep } from '../hooks/use-opened-step';
import { learningPaths } from '../utils/learning-paths';
import { stepCaption } from '../utils/module-progress';
import { CompleteModuleCard } from './complete-module-card';
import { LessonContentCard } from './lesson-content-card';
import { ModuleResourcesCard } from './module-resources-card';
import { QuizCard } from './quiz-card';
import { VideoLessonCard } from './video-lesson-card';
import { WorksheetCard } from './worksheet-card';

/** 'Module not found' and a button back to the previous page of the site (else the course). */
function ModuleNotFound() {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    void ((state?.idx ?? 0) > 0 ? navigate(-1) : navigate(learningPaths.course));
  };
  return (
    <AuthCard icon={<SearchX />} title={courseMessages.modulePage.notFound} description={m.notFoundText}>
      <Button type="button" variant="outline" className="w-full" onClick={goBack}>
        <ArrowLeft aria-hidden />
        {m.back}
      </Button>
    </AuthCard>
  );
}

/** The link back to the course page, /learning. */
function BackToCourse(props: Pick<BackLinkProps, 'variant' | 'className'>) {
  return (
    <BackLink to={learningPaths.course} {...props}>
      {m.backToCourse}
    </BackLink>
  );
}

/** A module the learner cannot open yet: locked, or not enrolled in its course. */
function ModuleClosed({ text }: { text: string }) {
  return (
    <AuthCard icon={<Lock />} title={courseMessages.modulePage.closedTitle} description={text}>
      <BackToCourse variant="outline" className="w-full" />
    </AuthCard>
  );
}

/** A module page: 'Module not found' at once for an address whose id cannot be one, else the module. */
export function LearningModulePage({ moduleId }: { moduleId: string }) {
  return isUuid(moduleId) ? <ModuleContent moduleId={moduleId} /> : <ModuleNotFound />;
}

function ModuleContent({ moduleId }: { moduleId: string }) {
  const query = useModule(moduleId);
  const view = query.data;
  useOpenedStep(moduleId, view, m.saveFailure);

  if (query.isPending) return <AuthLoading label={courseMessages.modulePage.loading} />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.moduleNotFound) return <ModuleNotFound />;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.moduleLocked)
      return <ModuleClosed text={m.locked} />;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.notEnrolled)
      return <ModuleClosed text={m.notEnrolled} />;
    return (
      <LoadFailure
        variant="page"
        text={m.loadFailure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { module, facts } = view!;
  const completed = facts.completedAt !== null;
  const percent = learningPercent(facts);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <BackToCourse variant="ghost" className="-ml-3" />
      <header className="space-y-2">
        <p className="text-sm font-medium text-primary">
          {m.position(module.number, module.monthNumber, module.weekNumber, module.hours)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{module.title}</h1>
        <p className="text-lg text-muted-foreground">{module.description}</p>
      </header>

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
          <CardTitle id="module-progress">{m.progressTitle}</CardTitle>
          <Badge variant={completed ? 'default' : 'secondary'}>
            {completed
              ? courseMessages.modulePage.status.completed
              : courseMessages.modulePage.status.inProgress}
          </Badge>
        </CardHeader>
        <CardContent className="space-y-2">
          <Progress
            value={percent}
            aria-labelledby="module-progress"
            aria-describedby="module-progress-step"
          />
          <p className="text-sm text-muted-foreground">{courseMessages.percentComplete(percent)}</p>
          <p id="module-progress-step" className="text-sm text-muted-foreground">
            {stepCaption('learning', view!)}
          </p>
        </CardContent>
      </Card>

      {view!.video && (
        <VideoLessonCard
          moduleId={module.id}
          title={module.title}
          video={view!.video}
          parts={view!.parts}
          facts={facts}
          presentation="learning"
        />
      )}
      <LessonContentCard
        moduleId={module.id}
        introduction={module.introduction}
        content={module.content}
        read={facts.lessonReadAt !== null}
      />
      {view!.worksheet && (
        <WorksheetCard
          moduleId={module.id}
          title={m.worksheetTitle}
          worksheet={view!.worksheet}
          done={facts.worksheetDoneAt !== null}
          failureText={m.saveFailure}
        />
      )}
      <ModuleResourcesCard resources={view!.resources} />
      <QuizCard moduleId={module.id} quiz={view!.quiz} presentation="learning" />
      <CompleteModuleCard view={view!} />
    </div>
  );
}
