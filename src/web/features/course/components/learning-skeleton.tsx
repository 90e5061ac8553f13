/** A grey placeholder block for content that is loading; hidden from assistive technology (the status says it). */
import { cn } from '@web/lib/utils';

export function LearningSkeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)} />;
}
