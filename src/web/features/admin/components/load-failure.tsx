/**
 * A part of the admin page that could not be loaded (training-program.md §8 "Admin": 'Failed to load admin data',
 * 'Failed to load questions'): the text, announced, and 'Try again'.
 */
import { TriangleAlert } from 'lucide-react';
import { RetryButton } from '@web/components/retry-button';
import { cn } from '@web/lib/utils';

export interface LoadFailureProps {
  /** The §8 text. */
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
      <p className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {text}
      </p>
      <RetryButton onRetry={onRetry} retrying={retrying} size="sm" />
    </div>
  );
}

/** A part of the page that is loading: a spinner and its label, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
      <span
        aria-hidden
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      {label}
    </p>
  );
}
