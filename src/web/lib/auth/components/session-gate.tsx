/**
 * The one session gate of the web app: every page that needs an account renders its content through it
 * (site-and-portals.md §2.1, §2.5, §2.13, §4 "Artist portal login", "Agent auth", §6; training-program.md §2, §6).
 * It reads the session and shows, in order:
 *
 * - while the session loads, a loading state; when it cannot be read, the error card with 'Try again';
 * - signed out, the page's sign-in step: either its sign-in card in place (/portal, /agent-portal, /program-auth),
 *   or a redirect to a sign-in page (the learning area to /portal, the program pages to /program-auth), the current
 *   page stored first as the return path;
 * - signed in without the access the page needs, 'Access Denied' (or what the page asks for instead: its sign-in
 *   card offering to sign out, or a redirect elsewhere — /admin sends a non-admin to /program-dashboard,
 *   training-program.md §6);
 * - otherwise the page's content.
 *
 * A sign-in through a card goes on to the stored return path (else the page's `next`, if any) after 0.5 s
 * (§4 "Success redirects to the stored return path after 0.5 s", §9). Signing out through the gate's `signOut` shows
 * 'Signing out...' until the redirect of §4.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hasAccess, type AccessNeed, type SessionInfo } from '@shared/auth/session';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { sessionMessages as m } from '@shared/messages/auth';
import { LoadFailure } from '@web/components/load-failure';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';
import { useAuthSession } from '../hooks/use-auth-session';
import { usePortalSignOut } from '../hooks/use-portal-sign-out';
import { useSendToSignIn } from '../hooks/use-send-to-sign-in';
import { takeReturnPath } from '../utils/auth-storage';
import { AccessDeniedCard } from './access-denied-card';
import { AuthLoading } from './auth-status';

/**
 * What a page needs: any signed-in account, one with artist, agent or admin access (§6), or `any` of those three (an
 * account some portal still admits, e.g. /account).
 */
type SessionNeed = 'signed-in' | AccessNeed;

/** What a page's sign-in card gets from the gate. */
interface SignInCardProps {
  /** Someone signed in without the needed access (the card may offer to sign them out); null when signed out. */
  signedInAs: SessionInfo | null;
  /** Call as a sign-in request starts (with `next`, the card then stays until the page has moved on). */
  onSignInStart: () => void;
  /** Call after a successful sign-in: the gate goes on to the stored return path, else `next`, after 0.5 s. */
  onSignedIn: () => void;
}

/** The page's own sign-in card, shown in place. */
interface SignInCard {
  card: (props: SignInCardProps) => ReactNode;
  /** Where a sign-in leads when no return path is stored; without it the page stays and shows its content. */
  next?: string;
}

/** A redirect to a sign-in page, the return path stored first. */
interface SignInRedirect {
  /** The sign-in page, e.g. `LOGIN_PATHS.artist` (/portal). */
  redirectTo: string;
  /** Where to come back to; the current page (path, query and hash) when left out. */
  returnTo?: string;
}

/** How a signed-out visitor signs in. */
type SignInStep = SignInCard | SignInRedirect;

/** The gate's sign-out, for the page's own sign-out button (§4: 'Logged Out', then away after 0.1 s). */
export interface GateAccount {
  signOut: () => void;
  signingOut: boolean;
}

/** What a page tells the gate. */
export interface SessionGateProps {
  /** The access the page needs. */
  need: SessionNeed;
  /** How a signed-out visitor signs in. */
  signIn: SignInStep;
  /** The page's heading on the card shown when the session cannot be read, e.g. 'Artist Portal'. */
  title: string;
  /** The label of the loading state; 'Loading...' by default. */
  loadingLabel?: string;
  /**
   * Where a signed-in account without the needed access is sent (replacing this page in the history), e.g.
   * `/program-dashboard` for a non-admin on /admin (§6). Without it: with a sign-in card, that card (told who is
   * signed in); with a redirect, 'Access Denied' with who is signed in and 'Sign Out'.
   */
  deniedRedirectTo?: string;
  /** The page's content, for an account with the needed access. */
  children: (session: SessionInfo, account: GateAccount) => ReactNode;
}

/** Stores the return path and goes to the sign-in page, showing a short state meanwhile. */
function SendToSignIn({ to, returnTo }: { to: string; returnTo?: string }) {
  const sendToSignIn = useSendToSignIn();
  useEffect(() => {
    sendToSignIn({ to, returnTo, replace: true });
  }, [sendToSignIn, to, returnTo]);
  return <AuthLoading label={m.redirecting} />;
}

/** Goes to `to` at once, replacing the current page, showing a short state meanwhile. */
function SendElsewhere({ to, label }: { to: string; label?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <AuthLoading label={label} />;
}

/** The gate of a page that needs an account; see the module comment. */
export function SessionGate({
  need,
  signIn,
  title,
  loadingLabel,
  deniedRedirectTo,
  children,
}: SessionGateProps) {
  const session = useAuthSession();
  const navigateLater = useDelayedNavigate();
  const { signOut, signingOut, leaving } = usePortalSignOut();
  /** A sign-in through the card has started: with `next`, the card stays until the page has moved on. */
  const [signingIn, setSigningIn] = useState(false);
  const account: GateAccount = { signOut: () => void signOut(), signingOut };
  const inline = 'card' in signIn ? signIn : null;

  const afterSignIn = () => {
    const returnPath = takeReturnPath();
    if (returnPath) navigateLater(returnPath, REDIRECT_DELAY_MS.postLogin, { replace: false });
    else if (inline?.next) navigateLater(inline.next, REDIRECT_DELAY_MS.postLogin);
  };
  const card = (signedInAs: SessionInfo | null) =>
    inline?.card({ signedInAs, onSignInStart: () => setSigningIn(true), onSignedIn: afterSignIn });

  if (leaving) return <AuthLoading label={m.signingOut} />;
  if (inline?.next && signingIn) return card(null);

  if (session.data === undefined) {
    if (session.isError)
      return (
        <LoadFailure
          variant="page"
          title={title}
          text={m.loadFailure.text}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      );
    return <AuthLoading label={loadingLabel} />;
  }

  const current = session.data;
  if (current === null) {
    return 'card' in signIn ? card(null) : <SendToSignIn to={signIn.redirectTo} returnTo={signIn.returnTo} />;
  }
  if (need !== 'signed-in' && !hasAccess(current.access, need)) {
    if (deniedRedirectTo) return <SendElsewhere to={deniedRedirectTo} label={loadingLabel} />;
    if (inline) return card(current);
    return (
      <AccessDeniedCard
        email={current.user.email}
        text={m.accessDenied.text[need]}
        // These two say 'Your account is not enabled. Contact support.' (§8): the address follows.
        support={need === 'artist' || need === 'any'}
        onSignOut={account.signOut}
        signingOut={signingOut}
      />
    );
  }
  return children(current, account);
}
