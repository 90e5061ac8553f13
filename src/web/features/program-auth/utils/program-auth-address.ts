/**
 * What /program-auth reads from its address to open the card (issue "Staff operations" item 2): the invitation an
 * approved applicant is emailed links to `/program-auth?mode=sign-up&email=…` (or `?email=…` alone when the email
 * already has an account), so the card opens in sign-up mode with the email filled in. Never trusted: the form
 * checks the email as typed, and the server checks everything.
 */
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import type { CredentialsMode } from '@web/lib/auth/utils/credentials-schema';

/** How the card opens. */
export interface ProgramAuthStart {
  /** `sign-up` for `?mode=sign-up`, else `sign-in` (as without the parameter). */
  mode: CredentialsMode;
  /** `?email=`, trimmed; empty when missing, blank or longer than an email may be. */
  email: string;
}

/** The card's mode and email from the address's query. */
export function programAuthStart(search: URLSearchParams): ProgramAuthStart {
  const email = search.get('email')?.trim() ?? '';
  return {
    mode: search.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
    email: email.length <= EMAIL_MAX_LENGTH ? email : '',
  };
}
