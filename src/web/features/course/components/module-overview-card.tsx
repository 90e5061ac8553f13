/**
 * Module Overview (training-program.md §2 item 5): the module's introduction and its lesson, the same Markdown
 * text as the learning area's module (one source in the course's content files). The lesson is long, so it opens
 * on request (a native disclosure) and the page's other cards stay within reach.
 */
import { BookOpen, ChevronDown } from 'lucide-react';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import { LessonMarkdown } from '@web/components/lesson-markdown';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

export function ModuleOverviewCard({ introduction, content }: { introduction: string; content: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen aria-hidden className="size-5 text-primary" />
          {m.overviewTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="text-muted-foreground">{introduction}</p>
        {content.trim() !== '' && (
          <details className="group rounded-md border">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md p-4 font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {programPageMessages.module.readLesson}
              <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <LessonMarkdown markdown={content} className="px-4 pb-4" />
          </details>
        )}
      </CardContent>
    </Card>
  );
}
