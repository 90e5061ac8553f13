/**
 * The signed-out artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5, §8): a sign-in form
 * with a toggle to a create-account form that adds confirm password. Results are toasts with the spec's texts.
 *
 * Sign-in: the server checks the password and the approved_artists entry; a refusal is explained by
 * {@link classifySignInFailure}. Sign-up: passwords match, then the password rules, then the approval check,
 * then the request; on success the form toggles back to sign-in, cleared.
 */
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { artistAuthMessages as m } from '@shared/auth-messages';
import { joinPasswordProblems, signUpPasswordProblems } from '@shared/auth/password-rules';
import type { ToastText } from '@shared/messages';
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
import { artistSignInToast, artistSignUpToast } from '../artist-auth-toasts';

const showError = (text: ToastText) => toast.error(text.title, { description: text.text });

export interface ArtistLoginCardProps {
  /** Runs after a successful sign-in, once 'Access Granted' is shown (the page may redirect). */
  onSignedIn: () => void;
}

/** The sign-in / create-account card of /portal. */
export function ArtistLoginCard({ onSignedIn }: ArtistLoginCardProps) {
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  /** Changing it remounts the form, clearing every field. */
  const [formKey, setFormKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const signingUp = mode === 'sign-up';

  /** Runs `work` as the one request of the card; the submit button stays disabled until it ends. */
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

  const handleSignIn = ({ email, password }: CredentialsValues) =>
    exclusive(async () => {
      try {
        await signIn.mutateAsync({ email, password, portal: 'artist' });
      } catch (error) {
        showError(artistSignInToast(await classifySignInFailure(error, email, isArtistApproved)));
        return;
      }
      toast.success(m.accessGranted.title, { description: m.accessGranted.text });
      onSignedIn();
    });

  const handleSignUp = ({ email, password, confirmPassword }: CredentialsValues) => {
    if (password !== confirmPassword) {
      showError(m.passwordMismatch);
      return;
    }
    const problems = signUpPasswordProblems(password);
    if (problems.length > 0) {
      toast.error(m.passwordRequirementsTitle, { description: joinPasswordProblems(problems) });
      return;
    }
    void exclusive(async () => {
      let approved: boolean;
      try {
        approved = await isArtistApproved(email);
      } catch {
        showError(m.approvalCheckError);
        return;
      }
      if (!approved) {
        showError(m.notApproved);
        return;
      }
      try {
        await signUp.mutateAsync({ email, password, portal: 'artist' });
      } catch (error) {
        showError(artistSignUpToast(classifySignUpFailure(error)));
        return;
      }
      toast.success(m.accountCreated.title, { description: m.accountCreated.text });
      setMode('sign-in');
      setFormKey((key) => key + 1);
    });
  };

  const switchMode = () => {
    setMode(signingUp ? 'sign-in' : 'sign-up');
    setFocusRequest((count) => count + 1);
  };

  return (
    <AuthCard
      icon={<KeyRound />}
      title="Artist Portal"
      description={
        signingUp
          ? 'Create your account. Sign-up is open to approved artists only.'
          : 'Sign in to submit music, book an A&R meeting and reach our forms.'
      }
      footer={
        <p className="text-muted-foreground">
          {signingUp ? 'Already have an account?' : "Don't have an account yet?"}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0 align-baseline"
            onClick={switchMode}
            disabled={busy}
          >
            {signingUp ? 'Sign in' : 'Create an account'}
          </Button>
        </p>
      }
    >
      <h2 className="mb-4 text-lg font-bold">{signingUp ? 'Create Account' : 'Sign In'}</h2>
      <CredentialsForm
        key={formKey}
        idPrefix="artist-auth"
        mode={mode}
        portal="artist"
        pending={busy}
        submitLabel={signingUp ? 'Create Account' : 'Sign In'}
        pendingLabel={signingUp ? 'Creating account...' : 'Signing in...'}
        focusRequest={focusRequest}
        onSubmit={(values) => void (signingUp ? handleSignUp(values) : handleSignIn(values))}
      />
    </AuthCard>
  );
}
