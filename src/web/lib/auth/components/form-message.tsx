/**
 * A message shown on an account card instead of a toast (training-program.md §8 "Sign in", "Sign up"): errors
 * are announced at once (`role="alert"`), successes and notices politely (`role="status"`).
 */
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export type FormMessageTone = 'error' | 'success' | 'info';

const toneClasses: Record<FormMessageTone, string> = {
  error:
    'border-red-700/40 bg-red-50 text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200',
  success:
    'border-green-700/40 bg-green-50 text-green-800 dark:border-green-300/40 dark:bg-green-950/40 dark:text-green-200',
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
