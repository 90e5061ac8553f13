/**
 * The Complete Module card of the learning area (training-program.md §4: "Complete Module sets status completed,
 * progress 100, completed_at now"; §8 'Module completed!'; issue "One course" item 4): while the module's evidence
 * is missing it says plainly what is still missing instead of completing; then Complete Module. After completing, it
 * offers the next module, if any.
 */
import { ArrowRight, CheckCircle, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { courseMessages, learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleView } from '@shared/schemas/learning';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useModuleCompletion } from '../hooks/use-module-completion';
import { learningPaths } from '../utils/learning-paths';
import { MissingParts } from './missing-parts';

export function CompleteModuleCard({ view }: { view: ModuleView }) {
  const completion = useModuleCompletion(view, {
    completed: courseMessages.moduleCompleted,
    failure: m.saveFailure,
  });
  const completed = view.facts.completedAt !== null;
  const ready = completion.missing.length === 0;
  const next = completion.answer?.unlockedModuleId ?? view.nextModuleId;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-primary" />
          {m.completeTitle}
        </CardTitle>
        {(completed || ready) && (
          <CardDescription>{completed ? m.alreadyCompleted : m.completeReady}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {!completed && <MissingParts parts={completion.missing} />}
        <div className="flex flex-wrap items-center gap-3">
          {completed ? (
            <DoneNote>{courseMessages.modulePage.status.completed}</DoneNote>
          ) : (
            <Button type="button" disabled={!ready || completion.pending} onClick={completion.complete}>
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
        </div>
      </CardContent>
    </Card>
  );
}
