/**
 * The return path (site-and-portals.md §2.1 "/portal is also the target that visitors are sent to when they try to
 * … open a module in the learning area", §4 "Success redirects to the stored return path after 0.5 s";
 * training-program.md §2 "Learning area": "Not signed in: redirect to /portal"): a signed-out visitor who opens a
 * page that needs an account is sent to /portal, signs in there and lands back on that page, once. A signed-in
 * account without artist access sees 'Access Denied' there instead. Everything goes through the product; the
 * journey never touches the browser's storage.
 */
import type { Page } from '@playwright/test';
import { REDIRECT_DELAY_MS } from '../src/shared/constants';
import {
  accountFormMessages,
  artistAuthMessages as m,
  artistPortalMessages,
  sessionMessages,
} from '../src/shared/messages/auth';
import { courseMessages } from '../src/shared/messages/learning';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expect, test } from './support/fixtures';
import { expectToast, waitForHydration } from './support/ui';

/** A page that needs an artist account; no module has this id, so the page says 'Module not found'. */
const MODULE_PATH = '/learning/module/month-1';

const portalCard = (page: Page) =>
  authCard(page, {
    heading: artistPortalMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });
const moduleHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: courseMessages.modulePage.notFound });

test('a visitor sent to /portal from a page that needs an account comes back to it after signing in', async ({
  page,
}) => {
  const email = uniqueEmail('return-path');
  await createConfirmedAccount(page.request, { list: 'artist', email });

  // Signed out, the page sends the visitor to the artist portal's sign-in.
  await page.goto(MODULE_PATH);
  await expect(page).toHaveURL(/\/portal$/);
  const card = portalCard(page);
  await expect(card.heading).toBeVisible();
  await expect(moduleHeading(page)).toHaveCount(0);
  await waitForHydration(page, 'main h1');

  // Signing in: the welcome toast, then back on the page after 0.5 s.
  await signInWith(card, email, GOOD_PASSWORD);
  await expectToast(page, m.accessGranted.title, m.accessGranted.text);
  await expect(page).toHaveURL(new RegExp(`${MODULE_PATH}$`));
  await expect(moduleHeading(page)).toBeVisible();

  // The return path was used once: signing out and in again at /portal stays on /portal.
  await page.goto('/portal');
  await page.getByRole('button', { name: accountFormMessages.signOut }).click();
  await expectToast(page, m.loggedOut.title, m.loggedOut.text);
  await expect(page).toHaveURL(/\/agent-portal(\/|$)/);
  await page.goto('/portal');
  await waitForHydration(page, 'main h1');
  await signInWith(portalCard(page), email, GOOD_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await page.waitForTimeout(REDIRECT_DELAY_MS.postLogin * 2);
  await expect(page).toHaveURL(/\/portal$/);
});

test('an account without artist access sees Access Denied on that page and may sign out', async ({
  page,
}) => {
  const email = uniqueEmail('return-path-agent');
  await createConfirmedAccount(page.request, { list: 'agent', email });
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'agent' },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto(MODULE_PATH);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: sessionMessages.accessDenied.title }),
  ).toBeVisible();
  await expect(main).toContainText(sessionMessages.accessDenied.text.artist);
  await expect(main).toContainText(email);
  await expect(moduleHeading(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${MODULE_PATH}$`));

  await waitForHydration(page, 'main h1');
  await main.getByRole('button', { name: accountFormMessages.signOut }).click();
  await expectToast(page, m.loggedOut.title, m.loggedOut.text);
  await expect(page).toHaveURL(/\/agent-portal(\/|$)/);
});
