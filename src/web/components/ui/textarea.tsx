import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { controlClasses } from './input';

/** The shadcn/ui text area: a native `<textarea>` with the site's styles, resizable vertically. */
export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-24 resize-y', className)} {...props} />;
}
