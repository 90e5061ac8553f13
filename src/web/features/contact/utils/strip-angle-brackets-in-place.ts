/**
 * Cleaning the contact form as the visitor types (site-and-portals.md §5 "Contact form"; decision
 * docs/decisions/0003-form-input-cleaning.md): angle brackets are removed from the control's value on each change,
 * keeping the caret where it was. Whitespace is NOT trimmed here; the shared schema trims at submit.
 */
import { stripAngleBrackets } from '@shared/schemas/text';

/**
 * Removes `<` and `>` from a text control's value in place, before react-hook-form reads it.
 *
 * @returns true when the value changed.
 */
export function stripAngleBracketsInPlace(control: HTMLInputElement | HTMLTextAreaElement): boolean {
  const { value } = control;
  const cleaned = stripAngleBrackets(value);
  if (cleaned === value) return false;
  // Email inputs expose no selection (selectionStart is null); their caret simply goes to the end.
  const caret = control.selectionStart;
  control.value = cleaned;
  if (caret !== null) {
    const position = stripAngleBrackets(value.slice(0, caret)).length;
    control.setSelectionRange(position, position);
  }
  return true;
}
