/** The shadcn/ui skeleton: a grey block standing in for content that is loading; hidden from assistive technology. */
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
