import type * as React from 'react';
import { cn } from '@web/lib/utils';

/** The shadcn/ui label: a native `<label>` (no Radix, so form pages stay small). Tie it to a control by `htmlFor`. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium leading-snug text-foreground', className)} {...props} />;
}
