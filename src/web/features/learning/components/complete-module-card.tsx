/**
 * The Complete Module card (training-program.md §4: "Complete Module sets status completed, progress 100,
 * completed_at now"; §5: disabled while a quiz score below the passing score exists; §8 'Module completed!').
 * After completing, it offers the module that just opened, if any.
 */
import { ArrowRight, CheckCircle, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleView } from '@shared/schemas/learning';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCompleteModule } from '../api/complete-module';
import { learningPaths } from '../utils/learning-paths';

export function CompleteModuleCard({ view }: { view: ModuleView }) {
  const complete = useCompleteModule(view.module.id);
  const completed = view.progress.status === 'completed';
  const next = complete.data?.unlockedModuleId ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-primary" />
          {m.completeTitle}
        </CardTitle>
        <CardDescription>
          {completed ? m.alreadyCompleted : view.canComplete ? m.completeReady : m.completeBlocked}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {completed ? (
          <DoneNote>{m.completed}</DoneNote>
        ) : (
          <Button
            type="button"
            disabled={!view.canComplete || complete.isPending}
            onClick={() =>
              complete.mutate(undefined, {
                onSuccess: () => toast.success(m.moduleCompleted),
                onError: (error) => toast.error(error.message || m.saveFailure),
              })
            }
          >
            <CheckCircle aria-hidden />
            {m.completeModule}
          </Button>
        )}
        {completed && next && (
          <Button asChild variant="outline">
            <Link to={learningPaths.module(next)}>
              {m.nextModule}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
        {completed && (
          <Button asChild variant="ghost">
            <Link to={learningPaths.course}>{m.backToCourse}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
