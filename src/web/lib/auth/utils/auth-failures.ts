/**
 * What went wrong with a sign-in or sign-up, in the terms of the error catalogue (site-and-portals.md §8 "Artist
 * sign-in", "Artist sign-up"; training-program.md §8 "Sign in", "Sign up"). Each portal turns the kind into its
 * own verbatim texts.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { ApiError } from '@web/lib/api-client';

/** Why a sign-in failed. */
export type SignInFailure =
  /** Wrong password for an approved email, or right password and unconfirmed email. */
  | { kind: 'unconfirmed' }
  /** Wrong email or password, and the email is not on the allow-list. */
  | { kind: 'wrongCredentials' }
  /** Not on the allow-list, or not enabled: the server kept no session. */
  | { kind: 'notEnabled' }
  /** Any other refusal the server explained (rate limit, validation…): show its message. */
  | { kind: 'server'; message: string }
  /** A network failure or a server fault. */
  | { kind: 'unexpected' };

/** Why a sign-up failed after the browser's own checks passed. */
export type SignUpFailure =
  { kind: 'notApproved' } | { kind: 'server'; message: string } | { kind: 'unexpected' };

/**
 * Why a sign-up of the artist portal or the program was refused, in the order of the checks (site-and-portals.md
 * §5 "Sign-up"): the passwords differ, the password breaks the rules (`message`: the joined rule messages), the
 * approval check failed, or a {@link SignUpFailure}.
 */
export type SignUpRefusal =
  | { kind: 'passwordMismatch' }
  | { kind: 'passwordRules'; message: string }
  | { kind: 'approvalCheckError' }
  | SignUpFailure;

/** A portal's text (a toast, a card message…) for each kind of {@link SignInFailure}. */
export interface SignInFailureTexts<T> {
  unconfirmed: T;
  wrongCredentials: T;
  notEnabled: T;
  /** Wraps the server's message. */
  server: (message: string) => T;
  unexpected: T;
}

/** A portal's text for each kind of {@link SignUpRefusal}. */
export interface SignUpRefusalTexts<T> {
  passwordMismatch: T;
  /** Wraps the joined rule messages. */
  passwordRules: (message: string) => T;
  approvalCheckError: T;
  notApproved: T;
  /** Wraps the server's message. */
  server: (message: string) => T;
  unexpected: T;
}

/** The portal's text for a failed sign-in (site-and-portals.md §8 "Artist sign-in"; training-program.md §8). */
export function signInFailureText<T>(failure: SignInFailure, texts: SignInFailureTexts<T>): T {
  return failure.kind === 'server' ? texts.server(failure.message) : texts[failure.kind];
}

/** The portal's text for a refused sign-up (site-and-portals.md §8 "Artist sign-up"; training-program.md §8). */
export function signUpRefusalText<T>(refusal: SignUpRefusal, texts: SignUpRefusalTexts<T>): T {
  switch (refusal.kind) {
    case 'passwordRules':
      return texts.passwordRules(refusal.message);
    case 'server':
      return texts.server(refusal.message);
    default:
      return texts[refusal.kind];
  }
}

/**
 * Whether the portals' text for this failure asks the visitor to contact support: a disabled account ('Your account
 * is not enabled. Contact support.') or an email not on the allow-list at sign-up (§8). The page then shows the
 * support address next to it (components/support-contact.tsx).
 */
export function asksForSupport(failure: SignInFailure | SignUpRefusal): boolean {
  return failure.kind === 'notEnabled' || failure.kind === 'notApproved';
}

/** True for an {@link ApiError} the server answered with a 4xx status (a refusal with a message to show). */
function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The most specific message of a refusal: the first field message, else the summary. */
function refusalMessage(error: ApiError): string {
  return Object.values(error.fields)[0] ?? error.message;
}

/**
 * Classifies a failed sign-in (§8). Invalid credentials are told apart by the allow-list, as the spec asks: an
 * approved email is most likely an account that still needs its confirmation.
 *
 * @param email - the email as sent (trimmed and lower-cased).
 * @param checkApproved - the portal's allow-list check; when it fails the answer is `wrongCredentials`.
 */
export async function classifySignInFailure(
  error: unknown,
  email: string,
  checkApproved: (email: string) => Promise<boolean>,
): Promise<SignInFailure> {
  if (error instanceof ApiError) {
    switch (error.code) {
      case API_ERROR_CODES.invalidCredentials: {
        const approved = await checkApproved(email).catch(() => false);
        return { kind: approved ? 'unconfirmed' : 'wrongCredentials' };
      }
      case API_ERROR_CODES.emailNotVerified:
        return { kind: 'unconfirmed' };
      case API_ERROR_CODES.accessDenied:
        return { kind: 'notEnabled' };
    }
  }
  if (isClientError(error)) return { kind: 'server', message: refusalMessage(error) };
  return { kind: 'unexpected' };
}

/** Classifies a failed sign-up request (§8): not approved, another refusal with its message, or unexpected. */
export function classifySignUpFailure(error: unknown): SignUpFailure {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.notApproved) return { kind: 'notApproved' };
  if (isClientError(error)) return { kind: 'server', message: refusalMessage(error) };
  return { kind: 'unexpected' };
}
