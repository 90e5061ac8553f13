/**
 * The emails of the account flows (site-and-portals.md §2.5, §2.14; training-program.md §2 item 3). Plain text;
 * every link is absolute, built from `PUBLIC_URL`. Tokens appear only in the link.
 */
import { ACCOUNT_EMAIL_REPEAT_MINUTES } from '@shared/limits/emails';
import type { MailMessage } from '../transport';

/**
 * The confirmation and the note that an account exists are not sent again to the same address within this many ms
 * (issue 38 item 7): the link already sent still works. features/auth `resendConfirmation` lifts it.
 */
const ONCE_WITHIN_MS = ACCOUNT_EMAIL_REPEAT_MINUTES * 60_000;

interface AccountEmailInput {
  to: string;
  brandName: string;
  /** Absolute URL the person opens. */
  link: string;
}

/**
 * Sent at sign-up (and again on request): confirms the address. Not a welcome (issue 38 item 7): it says the one
 * step left and what it leads to. Signing up again or signing in unconfirmed within {@link ONCE_WITHIN_MS} sends none.
 */
export function confirmationEmail(input: AccountEmailInput & { hoursValid: number }): MailMessage {
  return {
    to: input.to,
    kind: 'account',
    onceWithinMs: ONCE_WITHIN_MS,
    subject: `Confirm your ${input.brandName} account`,
    text: [
      'Confirm your email address to finish creating your account:',
      input.link,
      '',
      'What happens next: opening the link confirms your address and signs you in, on the page where you signed up.',
      '',
      `The link works for ${input.hoursValid} hours. If you did not sign up, you can ignore this email.`,
      '',
      input.brandName,
      '',
    ].join('\n'),
  };
}

/** Sent when a password reset is requested for an existing account. */
export function passwordResetEmail(input: AccountEmailInput): MailMessage {
  return {
    to: input.to,
    kind: 'account',
    subject: `Reset your ${input.brandName} password`,
    text: [
      'We received a request to reset the password of your account.',
      '',
      'Choose a new password here:',
      input.link,
      '',
      'The link expires in 1 hour and works once. If you did not ask for it, you can ignore this email: your password stays the same.',
      '',
      input.brandName,
      '',
    ].join('\n'),
  };
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an account, so the
 * sign-up answer itself never reveals that the account exists. Not sent again within {@link ONCE_WITHIN_MS}.
 */
export function existingAccountEmail(input: AccountEmailInput): MailMessage {
  return {
    to: input.to,
    kind: 'account',
    onceWithinMs: ONCE_WITHIN_MS,
    subject: `You already have a ${input.brandName} account`,
    text: [
      'Someone (hopefully you) tried to create an account with this email address, but it already has one.',
      '',
      'Sign in here, or use "Forgot your password?" on the sign-in page:',
      input.link,
      '',
      'If this was not you, you can ignore this email.',
      '',
      input.brandName,
      '',
    ].join('\n'),
  };
}
