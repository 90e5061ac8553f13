/**
 * The sign-in and sign-up steps shared by the artist portal's card and the program's card, which both use the
 * artist allow-list (site-and-portals.md §5 "Sign-in", "Sign-up", §8 "Artist sign-in", "Artist sign-up";
 * training-program.md §5, §8). Sign-up runs its checks in the spec's order: passwords match, then the password
 * rules, then the approval check, then the request. The steps answer with what went wrong; each card turns that
 * into its own texts and decides what happens next.
 */
import { useRef, useState } from 'react';
import { joinPasswordProblems, signUpPasswordProblems } from '@shared/auth/password-rules';
import { isArtistApproved } from '../api/is-approved';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import {
  classifySignInFailure,
  classifySignUpFailure,
  type SignInFailure,
  type SignUpRefusal,
} from '../utils/auth-failures';
import type { CredentialsValues } from '../components/credentials-form';

/** The portals that sign in against the artist allow-list. */
export type ArtistAllowListPortal = 'artist' | 'program';

/**
 * The browser's own sign-up checks, before any request (site-and-portals.md §5 "Sign-up"; training-program.md
 * §5): the passwords must match, then the password must meet the rules.
 *
 * @returns the first refusal, or null when both checks pass.
 */
export function checkSignUpPasswords({ password, confirmPassword }: CredentialsValues): SignUpRefusal | null {
  if (password !== confirmPassword) return { kind: 'passwordMismatch' };
  const problems = signUpPasswordProblems(password);
  return problems.length > 0 ? { kind: 'passwordRules', message: joinPasswordProblems(problems) } : null;
}

/**
 * The requests of one sign-in / create-account card for `portal` (site-and-portals.md §5 "Sign-in", "Sign-up";
 * training-program.md §5).
 *
 * @returns `busy` while a request runs; `exclusive(work)`, which runs `work` as the card's one request (a call
 *   while another runs is ignored); `signIn` and `signUp`, which resolve to what went wrong, or null on success.
 */
export function useArtistAccountRequests(portal: ArtistAllowListPortal) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const signInMutation = useSignIn();
  const signUpMutation = useSignUp();

  const exclusive = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** Signs in; on success the session is in the cache. */
  const signIn = async ({ email, password }: CredentialsValues): Promise<SignInFailure | null> => {
    try {
      await signInMutation.mutateAsync({ email, password, portal });
      return null;
    } catch (error) {
      return classifySignInFailure(error, email, isArtistApproved);
    }
  };

  /** The approval check, then the sign-up request (after {@link checkSignUpPasswords} passed). */
  const signUp = async ({ email, password }: CredentialsValues): Promise<SignUpRefusal | null> => {
    let approved: boolean;
    try {
      approved = await isArtistApproved(email);
    } catch {
      return { kind: 'approvalCheckError' };
    }
    if (!approved) return { kind: 'notApproved' };
    try {
      await signUpMutation.mutateAsync({ email, password, portal });
      return null;
    } catch (error) {
      return classifySignUpFailure(error);
    }
  };

  return { busy, exclusive, signIn, signUp };
}
