import type * as React from 'react';
import { cn } from '@web/lib/utils';

/**
 * Classes shared by the text-like controls (input, textarea, select): a border with about 3:1 contrast against the
 * page in both themes (WCAG 1.4.11), a focus ring, a red border when `aria-invalid` is set, and 16 px text on
 * small screens so phones do not zoom in.
 */
export const controlClasses =
  'w-full min-w-0 rounded-md border border-muted-foreground/70 bg-background dark:border-muted-foreground/55 px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

/** The shadcn/ui text input: a native `<input>` with the site's styles. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
