/**
 * The account menu of the site header (issue "One course, one record per learner, and completion that means
 * something" item 7; docs/decisions/0015, 0004 "Islands"): signed out, the header is unchanged and the page asks
 * for no session; signed in on a prerendered public page, the menu button appears once its island hydrates, opens by keyboard with the program's links
 * and Sign Out, follows Account, and has no serious axe violation while open; an agent gets the agent portal
 * instead of the program links; Sign Out stays on the public page and the header returns to its signed-out look.
 */
import type { Page } from '@playwright/test';
import { accountMenuMessages as mm, accountPageMessages } from '../src/shared/messages/account';
import { artistAuthMessages } from '../src/shared/messages/auth';
import { pressKitEditorMessages } from '../src/shared/messages/press-kit-pages';
import { tracksPageMessages } from '../src/shared/messages/track-pages';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToast, gotoHydrated, openUntouched } from './support/ui';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: mm.trigger });

/** The menu's items as a user finds them: links and the Sign Out command, each a `menuitem`. */
const menuItems = (page: Page) => page.getByRole('menu').getByRole('menuitem');

test('signed out, the header has no account menu, and the page neither asks for a session nor loads React', async ({
  page,
}) => {
  const { requests, loadsReact } = await openUntouched(page, '/roster');
  await expect(menuButton(page)).toHaveCount(0);
  expect(requests).not.toContain('/api/auth/session');
  expect(loadsReact).toBe(false);
});

test('signed in, the menu on a public page opens by keyboard, lists the program pages and leads to Account', async ({
  page,
}) => {
  const email = uniqueEmail('menu-artist');
  await createConfirmedAccount(page.request, { list: 'artist', email, signedIn: true });
  await gotoHydrated(page, '/roster');

  const button = menuButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(email);
  await expect(menuItems(page)).toHaveText([
    mm.items.program,
    mm.items.learning,
    mm.items.certificates,
    mm.items.directory,
    tracksPageMessages.title,
    pressKitEditorMessages.title,
    mm.items.account,
    mm.items.signOut,
  ]);
  for (const [name, href] of [
    [mm.items.program, '/program-dashboard'],
    [mm.items.learning, '/learning'],
    [mm.items.certificates, '/certificates'],
    [mm.items.directory, '/artist-directory'],
    [tracksPageMessages.title, '/tracks'],
    [pressKitEditorMessages.title, '/press-kit'],
    [mm.items.account, '/account'],
  ] as const)
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
  // The first item has focus; Escape closes the menu and gives it back to the button.
  await expect(menuItems(page).first()).toBeFocused();
  await expectNoSeriousA11yViolations(page, { label: '/roster with the account menu open' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Open again with the arrow key, walk to Account from the end, follow it.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: mm.items.signOut })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: mm.items.account })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: accountPageMessages.title })).toBeVisible();
  await expect(menu).toBeHidden();

  // On /account the menu marks Account as the current page.
  await button.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: mm.items.account })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an agent gets the agent portal instead of the program pages', async ({ page, request }) => {
  const email = uniqueEmail('menu-agent');
  await createConfirmedAccount(request, { list: 'agent', email });
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'agent' },
  });
  expect(signIn.ok()).toBe(true);
  await gotoHydrated(page, '/');
  await menuButton(page).click();
  await expect(menuItems(page)).toHaveText([mm.items.agentPortal, mm.items.account, mm.items.signOut]);
  await expect(page.getByRole('menuitem', { name: mm.items.agentPortal })).toHaveAttribute(
    'href',
    '/agent-portal',
  );
});

test('Sign Out from the menu stays on the public page and the header returns to its signed-out look', async ({
  page,
}) => {
  const email = uniqueEmail('menu-sign-out');
  await createConfirmedAccount(page.request, { list: 'artist', email, signedIn: true });
  await gotoHydrated(page, '/schedule');
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: mm.items.signOut }).click();
  await expectToast(page, artistAuthMessages.loggedOut.title, artistAuthMessages.loggedOut.text);
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/schedule$/);
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).session).toBeNull();
});
