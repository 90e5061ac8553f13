/**
 * Password rules (site-and-portals.md §5, training-program.md §5). Pure functions shared by the forms and the
 * server, so both give the same messages in the same order.
 */

/** Shortest password accepted anywhere, in characters (§9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted, in characters (our decision: bounds hashing work; docs/decisions/0005). */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters of the artist sign-up rule (§5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The rule messages, verbatim from the spec. */
export const passwordRuleMessages = {
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

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
