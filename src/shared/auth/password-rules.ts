/**
 * Password rules (site-and-portals.md §5, training-program.md §5). Pure functions shared by the forms and the
 * server, so both give the same messages (`messages/auth.ts`) in the same order.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits/auth';
import { passwordRuleMessages } from '../messages/auth';

/** The special characters of the artist sign-up rule (§5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * What a sign-up password is missing (artist portal and program, §5): length, then uppercase, lowercase, number
 * and special character, in that order. Empty when the password is acceptable.
 */
export function signUpPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordRuleMessages.minLength);
  if (!/[A-Z]/.test(password)) problems.push(passwordRuleMessages.uppercase);
  if (!/[a-z]/.test(password)) problems.push(passwordRuleMessages.lowercase);
  if (!/[0-9]/.test(password)) problems.push(passwordRuleMessages.number);
  if (!SPECIAL.test(password)) problems.push(passwordRuleMessages.special);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordRuleMessages.maxLength);
  return problems;
}

/** What an agent sign-up password is missing (§5 asks only for a password; we keep the minimum length). */
export function agentPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordRuleMessages.minLength);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordRuleMessages.maxLength);
  return problems;
}

/** What a new password on the reset page is missing (§5 "New password"): at least 8 characters and a digit. */
export function resetPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordRuleMessages.minLength);
  if (!/[0-9]/.test(password)) problems.push(passwordRuleMessages.number);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordRuleMessages.maxLength);
  return problems;
}

/** The §5 way of showing several rule messages at once: joined with '. '. */
export function joinPasswordProblems(problems: string[]): string {
  return problems.join('. ');
}
