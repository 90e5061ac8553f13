/**
 * A part of a page that could not be loaded (training-program.md §8 "Dashboard", "Module", "Quiz", "Directory",
 * "Certificates"): the §8 text, announced, and 'Try again'.
 */
import { TriangleAlert } from 'lucide-react';
import { RetryButton } from '@web/components/retry-button';
import { cn } from '@web/lib/utils';

export interface LoadFailureProps {
  /** The §8 text, e.g. 'Failed to load modules'. */
  text: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

export function LoadFailure({ text, onRetry, retrying, className }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-3 rounded-md border border-destructive p-4', className)}
    >
      <p className="flex items-center gap-2 font-medium text-error">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {text}
      </p>
      <RetryButton onRetry={onRetry} retrying={retrying} size="sm" />
    </div>
  );
}
