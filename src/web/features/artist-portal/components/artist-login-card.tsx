/**
 * The signed-out artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5, §8): a sign-in form
 * with a toggle to a create-account form that adds confirm password. Results are toasts with the spec's texts.
 *
 * Sign-in: the server checks the password and the approved_artists entry; a refusal is explained by
 * `classifySignInFailure`. Sign-up: passwords match, then the password rules, then the approval check, then
 * the request ({@link useArtistAccountRequests}); on success the form toggles back to sign-in, cleared.
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  accountFormMessages as f,
  artistAuthMessages as m,
  artistPortalMessages,
  CONFIRMED_NOTICE,
} from '@shared/messages/auth';
import type { ToastText } from '@shared/messages/toast-text';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import {
  CredentialsForm,
  type CredentialsMode,
  type CredentialsValues,
} from '@web/lib/auth/components/credentials-form';
import { CredentialsModeSwitch } from '@web/lib/auth/components/credentials-mode-switch';
import { FormMessage } from '@web/lib/auth/components/form-message';
import {
  checkSignUpPasswords,
  useArtistAccountRequests,
} from '@web/lib/auth/hooks/use-artist-account-requests';
import { cameFromConfirmation } from '@web/lib/auth/utils/auth-paths';
import { artistSignInToast, artistSignUpToast } from '../utils/artist-auth-toasts';

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
  const { busy, exclusive, signIn, signUp } = useArtistAccountRequests('artist');
  const signingUp = mode === 'sign-up';
  const [search] = useSearchParams();
  /** Arrived from a confirmation link that could not sign in (docs/decisions/0015). */
  const confirmed = cameFromConfirmation(search);

  const handleSignIn = (values: CredentialsValues) =>
    exclusive(async () => {
      const failure = await signIn(values);
      if (failure) {
        showError(artistSignInToast(failure));
        return;
      }
      toast.success(m.accessGranted.title, { description: m.accessGranted.text });
      onSignedIn();
    });

  const handleSignUp = async (values: CredentialsValues) => {
    const refusal = checkSignUpPasswords(values);
    if (refusal) {
      showError(artistSignUpToast(refusal));
      return;
    }
    await exclusive(async () => {
      const failure = await signUp(values);
      if (failure) {
        showError(artistSignUpToast(failure));
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
      title={artistPortalMessages.title}
      description={
        signingUp ? artistPortalMessages.signUpDescription : artistPortalMessages.signInDescription
      }
      footer={<CredentialsModeSwitch mode={mode} onSwitch={switchMode} disabled={busy} />}
    >
      {confirmed && !signingUp && (
        <FormMessage tone="success" className="mb-4">
          {CONFIRMED_NOTICE}
        </FormMessage>
      )}
      <h2 className="mb-4 text-lg font-bold">{signingUp ? f.createAccount : f.signIn}</h2>
      <CredentialsForm
        key={formKey}
        idPrefix="artist-auth"
        mode={mode}
        portal="artist"
        pending={busy}
        submitLabel={signingUp ? f.createAccount : f.signIn}
        pendingLabel={signingUp ? f.creatingAccount : f.signingIn}
        focusRequest={focusRequest}
        onSubmit={(values) => (signingUp ? handleSignUp(values) : handleSignIn(values))}
      />
    </AuthCard>
  );
}
