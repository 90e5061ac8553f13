/**
 * The program's sign-in / sign-up card (training-program.md §2 item 3, §4 "Program sign-in", "Other", §5, §8
 * "Sign in", "Sign up"): email and password, plus confirm password on sign-up, and a 'Forgot your password?'
 * link. Results are messages on the card with the spec's texts; switching mode clears them and the passwords.
 */
import { GraduationCap } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { programAuthMessages as m } from '@shared/auth-messages';
import { joinPasswordProblems, signUpPasswordProblems } from '@shared/auth/password-rules';
import { RESET_PATHS } from '@shared/auth/portals';
import { Button } from '@web/components/ui/button';
import { classifySignInFailure, classifySignUpFailure } from '@web/features/auth/auth-failures';
import { isArtistApproved } from '@web/features/auth/api/is-approved';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { useSignUp } from '@web/features/auth/api/sign-up';
import { AuthCard } from '@web/features/auth/components/auth-card';
import {
  CredentialsForm,
  type CredentialsMode,
  type CredentialsValues,
} from '@web/features/auth/components/credentials-form';
import { FormMessage, type FormMessageTone } from '@web/features/auth/components/form-message';
import { programSignInText, programSignUpText } from '../program-auth-texts';

/** Shown after a sign-in while the page waits to redirect (our wording). */
const SIGNED_IN_TEXT = 'Signed in. Taking you to the program...';

interface CardMessage {
  tone: FormMessageTone;
  text: string;
}

export interface ProgramAuthCardProps {
  /** A notice shown above the form in sign-in mode until another message replaces it (e.g. reset=success). */
  notice?: string;
  /** Runs as a sign-in request starts, so the page does not treat the coming session as an existing one. */
  onSignInStart: () => void;
  /** Runs after a successful sign-in (the page redirects). */
  onSignedIn: () => void;
}

/** The /program-auth card. */
export function ProgramAuthCard({ notice, onSignInStart, onSignedIn }: ProgramAuthCardProps) {
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const inFlight = useRef(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const signingUp = mode === 'sign-up';

  const show = (tone: FormMessageTone, text: string) => {
    setMessage({ tone, text });
    setNoticeDismissed(true);
  };

  const exclusive = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const handleSignIn = ({ email, password }: CredentialsValues) =>
    exclusive(async () => {
      onSignInStart();
      try {
        await signIn.mutateAsync({ email, password, portal: 'program' });
      } catch (error) {
        show('error', programSignInText(await classifySignInFailure(error, email, isArtistApproved)));
        return;
      }
      setSignedIn(true);
      show('success', SIGNED_IN_TEXT);
      onSignedIn();
    });

  const handleSignUp = ({ email, password, confirmPassword }: CredentialsValues) => {
    if (password !== confirmPassword) {
      show('error', m.passwordMismatch);
      return;
    }
    const problems = signUpPasswordProblems(password);
    if (problems.length > 0) {
      show('error', joinPasswordProblems(problems));
      return;
    }
    void exclusive(async () => {
      let approved: boolean;
      try {
        approved = await isArtistApproved(email);
      } catch {
        show('error', m.approvalCheckError);
        return;
      }
      if (!approved) {
        show('error', m.notApproved);
        return;
      }
      try {
        await signUp.mutateAsync({ email, password, portal: 'program' });
      } catch (error) {
        show('error', programSignUpText(classifySignUpFailure(error)));
        return;
      }
      // Back to sign-in with the email kept and the passwords cleared; the message stays.
      setMode('sign-in');
      show('success', m.accountCreated);
    });
  };

  const switchMode = () => {
    setMode(signingUp ? 'sign-in' : 'sign-up');
    setMessage(null);
    setNoticeDismissed(true);
    setFocusRequest((count) => count + 1);
  };

  const shownNotice = !signingUp && !noticeDismissed && !message ? notice : undefined;

  return (
    <AuthCard
      icon={<GraduationCap />}
      title="Artist Development Program"
      description={
        signingUp
          ? 'Create your program account. Sign-up is open to approved artists only.'
          : 'Sign in to continue your training.'
      }
      footer={
        <p className="text-muted-foreground">
          {signingUp ? 'Already have an account?' : "Don't have an account yet?"}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0 align-baseline"
            onClick={switchMode}
            disabled={busy || signedIn}
          >
            {signingUp ? 'Sign in' : 'Create an account'}
          </Button>
        </p>
      }
    >
      <h2 className="mb-4 text-lg font-bold">{signingUp ? 'Create Account' : 'Sign In'}</h2>
      <div className="mb-4 grid gap-2 empty:hidden">
        {shownNotice && <FormMessage tone="success">{shownNotice}</FormMessage>}
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      </div>
      <CredentialsForm
        idPrefix="program-auth"
        mode={mode}
        portal="program"
        pending={busy || signedIn}
        submitLabel={signingUp ? 'Create Account' : 'Sign In'}
        pendingLabel={signedIn ? 'Signed in' : signingUp ? 'Creating account...' : 'Signing in...'}
        focusRequest={focusRequest}
        onSubmit={(values) => void (signingUp ? handleSignUp(values) : handleSignIn(values))}
      >
        {!signingUp && (
          <div className="-mt-2 flex justify-end">
            <Link
              to={RESET_PATHS.program.forgot}
              className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              Forgot your password?
            </Link>
          </div>
        )}
      </CredentialsForm>
    </AuthCard>
  );
}
