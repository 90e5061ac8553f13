/**
 * The header's account menu while someone is signed in (docs/decisions/0015): reads the session with the app's one
 * session query (`useSession`, shared with every page behind a sign-in, so a sign-in or sign-out anywhere shows here
 * at once) and, when there is one, loads and shows the menu. Signed out, while loading, or when the session cannot
 * be read, it shows nothing: the header stays as it is for visitors.
 *
 * An island of the public pages (site-header.tsx), hydrated when the page is idle and the server marked the visitor
 * as signed in; the menu (with the dropdown library) is a further chunk, loaded only for a signed-in account.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@web/lib/auth/api/get-session';

const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The account menu when the session query holds a session; nothing otherwise. */
export function SignedInAccountMenu() {
  const { data: session } = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenu session={session} />
    </Suspense>
  );
}
