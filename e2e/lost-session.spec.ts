/**
 * A lost session (site-and-portals.md §4: "A token-refresh event with no session is treated as a lost session:
 * stored auth keys are cleared and the user is signed out"): the session cookie disappears while the portal is
 * open; the next check (here: the tab becoming visible again) shows the signed-out view and forgets the stored
 * return path, which a page needing an account had stored in another tab. Seen from that tab: signing in there
 * no longer leads back to that page. The journey never touches the browser's storage.
 */
import type { Page } from '@playwright/test';
import { REDIRECT_DELAY_MS } from '../src/shared/constants';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/ui';

const portalCard = (page: Page) =>
  authCard(page, { heading: 'Artist Portal', toSignUp: 'Create an account' });

test('a session that disappears while the portal is open signs the page out and clears stored auth state', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('lost');
  await createConfirmedAccount(page.request, { list: 'artist', email });
  await page.goto('/portal');
  await waitForHydration(page, 'main h1');
  const main = page.getByRole('main');
  await signInWith(portalCard(page), email, GOOD_PASSWORD);
  await expect(main.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(main).toContainText(email);

  // The session ends elsewhere (expired, or signed out on another device).
  await context.clearCookies();
  // In another tab, a page that needs an account sends the visitor to /portal, keeping itself as the return path.
  const other = await context.newPage();
  await other.goto('/learning/module/month-3');
  await expect(other).toHaveURL(/\/portal$/);
  await waitForHydration(other, 'main h1');

  // The open portal's next check finds no session: signed-out view, stored auth state forgotten.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  // So signing in on the other tab stays on /portal: the return path is gone.
  await signInWith(portalCard(other), email, GOOD_PASSWORD);
  await expect(other.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await other.waitForTimeout(REDIRECT_DELAY_MS.postLogin * 2);
  await expect(other).toHaveURL(/\/portal$/);
  await other.close();
});
