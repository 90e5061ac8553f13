/**
 * The program card's texts for failed sign-ins and refused sign-ups (training-program.md §8 "Sign in", "Sign
 * up"), verbatim from the shared messages.
 */
import { programAuthMessages as m } from '@shared/messages/auth';
import {
  signInFailureText,
  signUpRefusalText,
  type SignInFailure,
  type SignUpRefusal,
} from '@web/lib/auth/utils/auth-failures';

/** The server's own message, shown as it is. */
const asIs = (message: string) => message;

/** The card's text for a failed sign-in (training-program.md §8 "Sign in"). */
export function programSignInText(failure: SignInFailure): string {
  return signInFailureText<string>(failure, {
    unconfirmed: m.unconfirmed,
    wrongCredentials: m.wrongCredentials,
    notEnabled: m.notEnabled,
    server: asIs,
    unexpected: m.unexpected,
  });
}

/** The card's text for a refused sign-up (training-program.md §8 "Sign up"). */
export function programSignUpText(refusal: SignUpRefusal): string {
  return signUpRefusalText<string>(refusal, {
    passwordMismatch: m.passwordMismatch,
    passwordRules: asIs,
    approvalCheckError: m.approvalCheckError,
    notApproved: m.notApproved,
    server: asIs,
    unexpected: m.unexpected,
  });
}
