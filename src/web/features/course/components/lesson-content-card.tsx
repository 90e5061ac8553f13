/**
 * The lesson of a module page (training-program.md §2 "/learning/module/{moduleId}": "Lesson content ... with Mark
 * as Read"): the Markdown of the content file (the shared `LessonMarkdown`: sanitised, never raw HTML), and
 * Mark as Read, which records the 70 % step.
 */
import { BookOpenCheck, CheckCircle } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { learningModuleMessages as m } from '@shared/messages/learning';
import { LessonMarkdown } from '@web/components/lesson-markdown';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useRecordProgress } from '../api/record-progress';

export function LessonContentCard({
  moduleId,
  introduction,
  content,
  read,
}: {
  moduleId: string;
  introduction: string;
  /** Markdown. */
  content: string;
  read: boolean;
}) {
  const recordProgress = useRecordProgress(moduleId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.contentTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-6 text-muted-foreground">{introduction}</p>
        <LessonMarkdown markdown={content} />
      </CardContent>
      <CardFooter>
        {read ? (
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <CheckCircle aria-hidden className="size-4" />
            {m.lessonRead}
          </p>
        ) : (
          <Button
            type="button"
            onClick={() => recordProgress.mutate('lessonRead', { onError: () => toast.error(m.saveFailure) })}
            disabled={recordProgress.isPending}
          >
            <BookOpenCheck aria-hidden />
            {m.markAsRead}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
