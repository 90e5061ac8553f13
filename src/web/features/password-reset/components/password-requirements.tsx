/**
 * The requirements box of the reset-password screens (site-and-portals.md §2.14, §5 "New password"): each rule
 * with a tick once the typed password meets it, judged by the shared `resetPasswordProblems`.
 */
import { Check, Circle } from 'lucide-react';
import { resetPasswordProblems } from '@shared/auth/password-rules';
import { passwordRuleMessages, resetPageMessages } from '@shared/messages/auth';
import { cn } from '@web/lib/utils';

/** The §5 rules as the box lists them, each tied to the message `resetPasswordProblems` gives when it is unmet. */
const RULES = [
  { label: resetPageMessages.requirements.minLength, problem: passwordRuleMessages.minLength },
  { label: resetPageMessages.requirements.number, problem: passwordRuleMessages.number },
] as const;

export interface PasswordRequirementsProps {
  /** Id of the box, for the password field's `aria-describedby`. */
  id: string;
  password: string;
  confirm: string;
}

/** The rules of a new password, plus whether the confirmation matches, each ticked when met. */
export function PasswordRequirements({ id, password, confirm }: PasswordRequirementsProps) {
  const problems = resetPasswordProblems(password);
  const items = [
    ...RULES.map((rule) => ({ label: rule.label, met: !problems.includes(rule.problem) })),
    { label: resetPageMessages.requirements.match, met: confirm.length > 0 && confirm === password },
  ];
  return (
    <div id={id} className="rounded-md border bg-muted/50 px-4 py-3 text-sm">
      <p className="mb-2 font-medium">{resetPageMessages.requirementsTitle}</p>
      <ul className="grid gap-1.5">
        {items.map((item) => (
          <li
            key={item.label}
            data-met={item.met}
            className={cn('flex items-center gap-2', item.met ? 'text-success' : 'text-muted-foreground')}
          >
            {item.met ? (
              <Check className="size-4 shrink-0" aria-hidden />
            ) : (
              <Circle className="size-4 shrink-0" aria-hidden />
            )}
            <span>
              {item.label}
              <span className="sr-only">{item.met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
