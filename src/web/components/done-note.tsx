/** A step that is done, said in place of its button: a check and the text, in the theme's success colour. */
import { CheckCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export function DoneNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 font-medium text-success', className)}>
      <CheckCircle aria-hidden className="size-5" />
      {children}
    </p>
  );
}
