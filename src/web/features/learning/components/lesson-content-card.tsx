/**
 * The lesson of a module page (training-program.md §2 "/learning/module/{moduleId}": "Lesson content ... with Mark
 * as Read"): the Markdown of the content file rendered by react-markdown with rehype-sanitize (never raw HTML), and
 * Mark as Read, which records the 70 % step.
 */
import { BookOpenCheck, CheckCircle } from 'lucide-react';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { toast } from 'sonner';
import { learningModuleMessages as m } from '@shared/messages/learning';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useRecordProgress } from '../api/record-progress';

/** The lesson's headings sit under the card's title (an h3): its sections are h4, their parts h5 and h6. */
const components = {
  h1: 'h4',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
} as const;

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
        <div className="lesson-prose">
          <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
            {content}
          </Markdown>
        </div>
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
