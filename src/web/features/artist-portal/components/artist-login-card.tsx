/**
 * The signed-out artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5, §8): a sign-in form
 * with a toggle to a create-account form that adds confirm password, and a 'Forgot your password?' link to the
 * artist portal's reset request (§2.14, /portal/forgot-password). Results are toasts with the spec's texts; a
 * refusal that asks to contact support ('not enabled', 'not approved') also gives the support address as a link and
 * stays until it is closed or the next attempt starts, so a keyboard reaches the link (Alt+T focuses the toasts).
 * `?reset=success` (back from a reset, §4 "Reset flow") and `?confirmed=1` show a notice above the sign-in form.
 *
 * Sign-in: the server checks the password and the approved_artists entry; a refusal is explained by
 * `classifySignInFailure`. Sign-up: passwords match, then the password rules, then the approval check, then
 * the request ({@link useArtistAccountRequests}); on success the form toggles back to sign-in, cleared.
 */
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import {
  accountFormMessages as f,
  artistAuthMessages as m,
  artistPortalMessages,
  CONFIRMED_NOTICE,
  RESET_SUCCESS_NOTICE,
} from '@shared/messages/auth';
import type { ToastText } from '@shared/messages/toast-text';
import { RefusalText } from '@web/components/support-contact';
import { ForgotPasswordLink } from '@web/lib/auth/components/forgot-password-link';
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
import { asksForSupport } from '@web/lib/auth/utils/auth-failures';
import { cameFromConfirmation } from '@web/lib/auth/utils/auth-paths';
import { artistSignInToast, artistSignUpToast } from '../utils/artist-auth-toasts';

/** The one toast of a refusal that asks to contact support: a new one replaces it, the next attempt closes it. */
const SUPPORT_TOAST_ID = 'artist-portal-support';

/**
 * Shows a refusal. With `support`, the text is followed by the support address and the toast stays until it is
 * closed (a link in a toast that went away on its own could not be reached in time).
 */
function showError(text: ToastText, support = false) {
  toast.error(text.title, {
    description: <RefusalText text={text.text} support={support} />,
    ...(support && { id: SUPPORT_TOAST_ID, duration: Number.POSITIVE_INFINITY }),
  });
}

function closeSupportToast() {
  toast.dismiss(SUPPORT_TOAST_ID);
}

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
  /** Back from a password reset (§4 "Reset flow"). */
  const resetDone = search.get('reset') === 'success';
  /** Arrived from a confirmation link that could not sign in (docs/decisions/0015). */
  const confirmed = cameFromConfirmation(search);
  const notice = resetDone ? RESET_SUCCESS_NOTICE : confirmed ? CONFIRMED_NOTICE : null;

  // A refusal's toast that stays is about this card: it goes when the card does (e.g. signed in).
  useEffect(() => closeSupportToast, []);

  const handleSignIn = (values: CredentialsValues) =>
    exclusive(async () => {
      closeSupportToast();
      const failure = await signIn(values);
      if (failure) {
        showError(artistSignInToast(failure), asksForSupport(failure));
        return;
      }
      toast.success(m.accessGranted.title, { description: m.accessGranted.text });
      onSignedIn();
    });

  const handleSignUp = async (values: CredentialsValues) => {
    closeSupportToast();
    const refusal = checkSignUpPasswords(values);
    if (refusal) {
      showError(artistSignUpToast(refusal));
      return;
    }
    await exclusive(async () => {
      const failure = await signUp(values);
      if (failure) {
        showError(artistSignUpToast(failure), asksForSupport(failure));
        return;
      }
      toast.success(m.accountCreated.title, { description: m.accountCreated.text });
      setMode('sign-in');
      setFormKey((key) => key + 1);
    });
  };

  const switchMode = () => {
    closeSupportToast();
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
      {notice && !signingUp && (
        <FormMessage tone="success" className="mb-4">
          {notice}
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
      >
        {!signingUp && <ForgotPasswordLink portal="artist" />}
      </CredentialsForm>
    </AuthCard>
  );
}
