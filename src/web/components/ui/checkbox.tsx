import type * as React from 'react';
import { cn } from '@web/lib/utils';

/**
 * A native checkbox in the brand colour with a visible focus ring. Native, so it works with `register()` from
 * react-hook-form and with the keyboard (Space) out of the box.
 */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
