import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { accountFormMessages } from '@shared/messages/auth';
import { controlClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'>;

/**
 * A password field with a show/hide toggle (site-and-portals.md §4, §5; training-program.md §4): the button after
 * the input switches it between `password` and `text`, says what it will do (`Show password` / `Hide password`)
 * and reports its state with `aria-pressed`. Takes every prop an `<input>` takes except `type`.
 */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn(controlClasses, 'h-10 pr-11', className)}
        {...props}
      />
      <button
        type="button"
        aria-label={visible ? accountFormMessages.hidePassword : accountFormMessages.showPassword}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </div>
  );
}
