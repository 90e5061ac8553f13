/**
 * The program's sign-in / sign-up card (training-program.md §2 item 3, §4 "Program sign-in", "Other", §5, §8
 * "Sign in", "Sign up"): email and password, plus confirm password on sign-up, and a 'Forgot your password?'
 * link. Results are messages on the card with the spec's texts (a refusal that asks to contact support followed by
 * the support address as a link, inside the same alert); switching mode clears them and the passwords. It
 * opens in sign-in mode with an empty email, unless the page asks otherwise (an approved applicant's invitation
 * opens it in sign-up mode with their email filled in, issue "Staff operations" item 2).
 */
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import {
  accountFormMessages as f,
  PROGRAM_SIGNED_IN_TEXT,
  programAuthCardMessages as c,
  programAuthMessages as m,
} from '@shared/messages/auth';
import { RefusalText } from '@web/components/support-contact';
import { ForgotPasswordLink } from '@web/lib/auth/components/forgot-password-link';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import {
  CredentialsForm,
  type CredentialsMode,
  type CredentialsValues,
} from '@web/lib/auth/components/credentials-form';
import { CredentialsModeSwitch } from '@web/lib/auth/components/credentials-mode-switch';
import { FormMessage, type FormMessageTone } from '@web/lib/auth/components/form-message';
import {
  checkSignUpPasswords,
  useArtistAccountRequests,
} from '@web/lib/auth/hooks/use-artist-account-requests';
import { asksForSupport } from '@web/lib/auth/utils/auth-failures';
import { programSignInText, programSignUpText } from '../utils/program-auth-texts';

interface CardMessage {
  tone: FormMessageTone;
  text: string;
  /** The text asks to contact support: the support address follows it. */
  support: boolean;
}

export interface ProgramAuthCardProps {
  /** A notice shown above the form in sign-in mode until another message replaces it (e.g. reset=success). */
  notice?: string;
  /** Runs as a sign-in request starts, so the page does not treat the coming session as an existing one. */
  onSignInStart: () => void;
  /** Runs after a successful sign-in (the page redirects). */
  onSignedIn: () => void;
  /** The mode the card opens in; sign-in by default. */
  initialMode?: CredentialsMode;
  /** The email filled in as the card opens; empty by default. */
  initialEmail?: string;
}

/** The /program-auth card. */
export function ProgramAuthCard({
  notice,
  onSignInStart,
  onSignedIn,
  initialMode = 'sign-in',
  initialEmail = '',
}: ProgramAuthCardProps) {
  const [mode, setMode] = useState<CredentialsMode>(initialMode);
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const { busy, exclusive, signIn, signUp } = useArtistAccountRequests('program');
  const signingUp = mode === 'sign-up';

  const show = (tone: FormMessageTone, text: string, support = false) => {
    setMessage({ tone, text, support });
    setNoticeDismissed(true);
  };

  /** Runs `work` as the card's one request, clearing the message first. */
  const request = (work: () => Promise<void>) =>
    exclusive(async () => {
      setMessage(null);
      await work();
    });

  const handleSignIn = (values: CredentialsValues) =>
    request(async () => {
      onSignInStart();
      const failure = await signIn(values);
      if (failure) {
        show('error', programSignInText(failure), asksForSupport(failure));
        return;
      }
      setSignedIn(true);
      show('success', PROGRAM_SIGNED_IN_TEXT);
      onSignedIn();
    });

  const handleSignUp = async (values: CredentialsValues) => {
    const refusal = checkSignUpPasswords(values);
    if (refusal) {
      show('error', programSignUpText(refusal));
      return;
    }
    await request(async () => {
      const failure = await signUp(values);
      if (failure) {
        show('error', programSignUpText(failure), asksForSupport(failure));
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
      title={c.title}
      description={signingUp ? c.signUpDescription : c.signInDescription}
      footer={<CredentialsModeSwitch mode={mode} onSwitch={switchMode} disabled={busy || signedIn} />}
    >
      <h2 className="mb-4 text-lg font-bold">{signingUp ? f.createAccount : f.signIn}</h2>
      <div className="mb-4 grid gap-2 empty:hidden">
        {shownNotice && <FormMessage tone="success">{shownNotice}</FormMessage>}
        {message && (
          <FormMessage tone={message.tone}>
            {<RefusalText text={message.text} support={message.support} />}
          </FormMessage>
        )}
      </div>
      <CredentialsForm
        idPrefix="program-auth"
        mode={mode}
        portal="program"
        defaultEmail={initialEmail}
        pending={busy || signedIn}
        submitLabel={signingUp ? f.createAccount : f.signIn}
        pendingLabel={signedIn ? f.signedIn : signingUp ? f.creatingAccount : f.signingIn}
        focusRequest={focusRequest}
        onSubmit={(values) => (signingUp ? handleSignUp(values) : handleSignIn(values))}
      >
        {!signingUp && <ForgotPasswordLink portal="program" />}
      </CredentialsForm>
    </AuthCard>
  );
}
