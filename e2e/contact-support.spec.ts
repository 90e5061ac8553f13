/**
 * The refusals that ask the visitor to contact support say how (site-and-portals.md §8 "Artist sign-in", "Artist
 * sign-up", "Program confirmation errors"; training-program.md §8 "Sign in", "Sign up"): next to the spec's text,
 * verbatim, the site's general address (the contact page's) as a mailto link a keyboard reaches (toasts through
 * their Alt+T shortcut). Covered: the
 * artist portal's sign-up refusal and disabled sign-in (toasts that stay until closed), the program's sign-up
 * refusal (the card's alert) and a confirmation link that fails.
 */
import type { Locator, Page } from '@playwright/test';
import { defaultSite } from '../content/site';
import {
  accountFormMessages,
  artistAuthMessages as am,
  artistPortalMessages,
  confirmationMessages as cm,
  programAuthCardMessages,
  programAuthMessages as pm,
} from '../src/shared/messages/auth';
import { createConfirmedAccount, disallowEmail, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToast, gotoHydrated } from './support/ui';

const SUPPORT = defaultSite.addresses.general;

/**
 * The support link inside `container`: visible, leading to the address, and reached with the keyboard from where
 * focus is, pressing `keys` (e.g. Alt+T, the toasts' shortcut) and then `step` (Tab or Shift+Tab) until it has focus.
 */
async function expectSupportLink(
  page: Page,
  container: Locator,
  { keys = [], step = 'Tab' }: { keys?: string[]; step?: string } = {},
): Promise<void> {
  const link = container.getByRole('link', { name: SUPPORT });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `mailto:${SUPPORT}`);
  for (const key of keys) await page.keyboard.press(key);
  for (let presses = 0; presses < 30; presses++) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(step);
  }
  await expect(link, 'reached with the keyboard').toBeFocused();
}

async function signUp(page: Page, card: ReturnType<typeof authCard>, email: string) {
  await card.toSignUp.click();
  await card.email.fill(email);
  await card.password.fill(GOOD_PASSWORD);
  await card.confirmPassword.fill(GOOD_PASSWORD);
  await card.createAccount.click();
}

test('the artist portal: a sign-up refused as not approved gives the support address in its toast', async ({
  page,
}) => {
  await gotoHydrated(page, '/portal');
  const card = authCard(page, {
    heading: artistPortalMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });
  await signUp(page, card, uniqueEmail('support-artist'));
  const refused = await expectToast(page, am.notApproved.title, am.notApproved.text);
  await expectSupportLink(page, refused, { keys: ['Alt+KeyT'] });
  await expectNoSeriousA11yViolations(page, { label: 'sign-up refusal toast' });
});

test.describe('a disabled artist', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('is told the account is not enabled, with the support address', async ({ page }) => {
    const email = uniqueEmail('support-disabled');
    await createConfirmedAccount(page.request, { list: 'artist', email });
    await disallowEmail('artist', email);
    await gotoHydrated(page, '/portal');
    const card = authCard(page, {
      heading: artistPortalMessages.title,
      toSignUp: accountFormMessages.switchMode.createAccount,
    });
    await signInWith(card, email, GOOD_PASSWORD);
    const denied = await expectToast(page, am.notEnabled.title, am.notEnabled.text);
    await expectSupportLink(page, denied, { keys: ['Alt+KeyT'] });
  });
});

test('the program: a sign-up refused as not approved shows the support address in its alert', async ({
  page,
}) => {
  await gotoHydrated(page, '/program-auth');
  const card = authCard(page, {
    heading: programAuthCardMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });
  await signUp(page, card, uniqueEmail('support-program'));
  await expect(card.alert).toContainText(pm.notApproved);
  // Focus is on 'Create Account'; the alert is above the fields.
  await expectSupportLink(page, card.alert, { step: 'Shift+Tab' });
  await expectNoSeriousA11yViolations(page, { label: 'program sign-up refusal' });
});

test.describe('a confirmation link that fails', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('says to contact support and gives the address', async ({ page }) => {
    await page.goto('/program-auth/callback?next=%2Fportal&token=garbage');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: cm.failed })).toBeVisible();
    // The visible text (the screen-reader alert repeats it as plain text, address included).
    const text = main.getByText(cm.generic).filter({ has: page.getByRole('link', { name: SUPPORT }) });
    await expect(text).toBeVisible();
    await expectSupportLink(page, text);
  });
});
