/**
 * A lost session (site-and-portals.md §4: "A token-refresh event with no session is treated as a lost session:
 * stored auth keys are cleared and the user is signed out"): the session cookie disappears while the portal is
 * open; the next check (here: the tab becoming visible again) shows the signed-out view and forgets the stored
 * return path.
 */
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/ui';

test('a session that disappears while the portal is open signs the page out and clears stored auth state', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('lost');
  await createConfirmedAccount(page.request, { list: 'artist', email });
  await page.goto('/portal');
  await waitForHydration(page, 'main h1');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(GOOD_PASSWORD);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(main).toContainText(email);

  await page.evaluate(() => localStorage.setItem('gbf.auth.returnPath', '/learning'));
  // The session ends elsewhere (expired, or signed out on another device).
  await context.clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

  await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('gbf.auth.returnPath'))).toBeNull();
});
