/**
 * A message shown on an account card instead of a toast (training-program.md §8 "Sign in", "Sign up"): errors
 * are announced at once (`role="alert"`), successes and notices politely (`role="status"`).
 */
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export type FormMessageTone = 'error' | 'success' | 'info';

const toneClasses: Record<FormMessageTone, string> = {
  error: 'border-error/40 bg-error/10 text-error',
  success: 'border-success/40 bg-success/10 text-success',
  info: 'border-border bg-muted text-foreground',
};

const toneIcons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

export interface FormMessageProps {
  tone: FormMessageTone;
  className?: string;
  children: React.ReactNode;
}

/** One message box with an icon; the tone picks colours, icon and how it is announced. */
export function FormMessage({ tone, className, children }: FormMessageProps) {
  const Icon = toneIcons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        toneClasses[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
