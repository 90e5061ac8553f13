/**
 * A lesson's Markdown (training-program.md §2 "Lesson content", "Module Overview"; the course's content files):
 * rendered by react-markdown with rehype-sanitize, never as raw HTML, in the `.lesson-prose` styles of the
 * stylesheet. The learning area's and the members program's module pages both show the same lesson text with it.
 */
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { cn } from '@web/lib/utils';

/** The lesson's headings sit under a card's title (an h3): its sections are h4, their parts h5 and h6. */
const components = {
  h1: 'h4',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
} as const;

/** `markdown` as sanitised HTML in the lesson styles. */
export function LessonMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={cn('lesson-prose', className)}>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
