import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { controlClasses } from './input';

/**
 * A styled NATIVE `<select>`: the platform picker (accessible, touch friendly, themed by `color-scheme`) without
 * shipping a listbox library. Pass `<option>` children.
 */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, 'h-10 cursor-pointer appearance-none pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
