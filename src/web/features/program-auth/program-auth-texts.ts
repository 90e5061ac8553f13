/**
 * The program card's texts for failed sign-ins and sign-ups (training-program.md §8 "Sign in", "Sign up"),
 * verbatim from the shared messages.
 */
import { programAuthMessages as m } from '@shared/auth-messages';
import type { SignInFailure, SignUpFailure } from '@web/features/auth/auth-failures';

/** The card's text for a failed sign-in (training-program.md §8 "Sign in"). */
export function programSignInText(failure: SignInFailure): string {
  switch (failure.kind) {
    case 'unconfirmed':
      return m.unconfirmed;
    case 'wrongCredentials':
      return m.wrongCredentials;
    case 'notEnabled':
      return m.notEnabled;
    case 'server':
      return failure.message;
    case 'unexpected':
      return m.unexpected;
  }
}

/** The card's text for a refused sign-up request (training-program.md §8 "Sign up"). */
export function programSignUpText(failure: SignUpFailure): string {
  switch (failure.kind) {
    case 'notApproved':
      return m.notApproved;
    case 'server':
      return failure.message;
    case 'unexpected':
      return m.unexpected;
  }
}
