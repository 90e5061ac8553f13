/**
 * What a module's completion still needs, said plainly (issue "One course" item 4; `learningRequestMessages.missing`):
 * 'Open the lesson first', 'Watch the video to the end first', 'Answer every worksheet prompt first, or upload your
 * filled worksheet and answer at least one prompt', 'Pass the quiz to complete this module'. Announced when it
 * appears.
 */
import { CircleAlert } from 'lucide-react';
import type { CompletionPart } from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import { cn } from '@web/lib/utils';
import { missingTexts } from '../utils/completion';

export function MissingParts({ parts, className }: { parts: readonly CompletionPart[]; className?: string }) {
  if (parts.length === 0) return null;
  return (
    <div
      role="status"
      className={cn('space-y-2 rounded-md border border-border bg-muted p-4 text-sm', className)}
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden className="size-4 shrink-0 text-primary" />
        {courseMessages.missingTitle}
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {missingTexts(parts).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
