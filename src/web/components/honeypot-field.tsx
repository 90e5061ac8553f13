/**
 * The public forms' honeypot (docs/decisions/0001 "Forms without JavaScript"; server: http/honeypot.ts): a text
 * field out of sight, out of the tab order and hidden from assistive technology, which people leave empty and form
 * filling software does not. Posted with the form natively, and sent along by `useApiForm` when filled.
 */
import { formPageMessages } from '@shared/messages/forms';
import { HONEYPOT_FIELD } from '@shared/public-forms';

/** The honeypot field; `id` must be unique on the page. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formPageMessages.honeypotLabel}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
