/**
 * The artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5 "Sign-in", "Sign-up", §8 "Artist
 * sign-in", "Artist sign-up", "Sign-out", §9): an approved artist's whole journey from sign-up through the
 * confirmation email to the signed-in portal and sign-out; the sign-in texts for wrong passwords and unconfirmed
 * or disabled accounts; and the sign-up checks in the browser and on the server. The stored return path has its
 * own journey (return-path.spec.ts).
 */
import type { Page } from '@playwright/test';
import { defaultSite } from '../content/site';
import {
  accountFormMessages,
  artistAuthMessages as m,
  artistPortalMessages,
  passwordRuleMessages,
} from '../src/shared/messages/auth';
import {
  allowEmail,
  createConfirmedAccount,
  disallowEmail,
  GOOD_PASSWORD,
  uniqueEmail,
} from './support/accounts';
import { authCard, confirmationLink, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { countRequests, expectToast, gotoHydrated } from './support/ui';

/** The five cards of the signed-in portal (§2.5) and where each one leads. */
const PORTAL_LINKS = [
  { name: 'Submit Music', href: defaultSite.urls.demoForm },
  { name: 'A&R Meeting', href: defaultSite.urls.bookingPage },
  { name: 'Distribute Music', href: defaultSite.urls.distributionForm },
  { name: 'Press Release Information', href: defaultSite.urls.pressReleaseForm },
  { name: 'Artist Spotlight Questions', href: defaultSite.urls.spotlightForm },
] as const;

const openPortal = (page: Page) => gotoHydrated(page, '/portal');

/** The signed-out card's controls. */
const card = (page: Page) =>
  authCard(page, {
    heading: artistPortalMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });

const signIn = (page: Page, email: string, password: string) => signInWith(card(page), email, password);

async function signUp(page: Page, email: string, password: string, confirm = password): Promise<void> {
  const c = card(page);
  await c.toSignUp.click();
  await c.email.fill(email);
  await c.password.fill(password);
  await c.confirmPassword.fill(confirm);
  await c.createAccount.click();
}

test.describe('an approved artist', () => {
  // Signing in before confirming answers 403 email_not_verified.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('signs up, is signed in by the confirmation link, signs in again, opens a form and signs out', async ({
    page,
  }) => {
    const email = uniqueEmail('artist-journey');
    await allowEmail('artist', email);
    await openPortal(page);
    const c = card(page);
    await expect(c.heading).toBeVisible();

    // Sign up: the confirm field appears, the request goes through, the card toggles back to sign-in, cleared.
    await signUp(page, email, GOOD_PASSWORD);
    await expectToast(page, m.accountCreated.title, m.accountCreated.text);
    await expect(c.signIn).toBeVisible();
    await expect(c.confirmPassword).toHaveCount(0);
    await expect(c.email).toHaveValue('');
    await expect(c.password).toHaveValue('');

    // Not confirmed yet: the right password is refused with the confirmation text.
    await signIn(page, email, GOOD_PASSWORD);
    await expectToast(page, m.unconfirmed.title, m.unconfirmed.text);
    await expect(c.heading).toBeVisible();

    // The confirmation email leads to the program callback with next=/portal (§2.5).
    const link = await confirmationLink(email);
    expect(link.pathname).toBe('/program-auth/callback');
    expect(link.searchParams.get('next')).toBe('/portal');
    const confirmCalls = countRequests(page, /\/api\/auth\/confirm-email$/);
    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Confirmed!' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('token'), 'the token is gone from the address bar').toBe(
      false,
    );
    await expect(page).toHaveURL(/\/portal$/);
    expect(confirmCalls.count, 'the token is used once (StrictMode runs effects twice)').toBe(1);
    // The link signed the artist in (docs/decisions/0015): the portal greets them at once.
    await expect(
      page.getByRole('heading', { level: 1, name: artistPortalMessages.welcome(email) }),
    ).toBeVisible();
    await page.getByRole('button', { name: accountFormMessages.signOut }).click();
    await expectToast(page, m.loggedOut.title, m.loggedOut.text);
    await expect(page).toHaveURL(/\/agent-portal(\/|$)/);
    await openPortal(page);

    // Sign in with the email typed loosely: it is trimmed and lower-cased.
    await signIn(page, `  ${email.toUpperCase()} `, GOOD_PASSWORD);
    await expectToast(page, m.accessGranted.title, m.accessGranted.text);
    // No stage name or name on the artist record: the greeting uses the email (§2.5).
    await expect(
      page.getByRole('heading', { level: 1, name: artistPortalMessages.welcome(email) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);

    const main = page.getByRole('main');
    for (const { name, href } of PORTAL_LINKS) {
      const link = main.getByRole('link', { name });
      await expect(link, name).toHaveAttribute('href', href);
      await expect(link, name).toHaveAttribute('target', '_blank');
      await expect(link, name).toHaveAttribute('rel', /\bnoopener\b.*\bnoreferrer\b/);
    }
    const submitMusic = main.getByRole('link', { name: 'Submit Music' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), submitMusic.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(new URL(defaultSite.urls.demoForm).href);
    await popup.close();
    await expect(page).toHaveURL(/\/portal$/);

    // The session survives a reload.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: artistPortalMessages.welcome(email) }),
    ).toBeVisible();

    // Sign out: 'Logged Out', then /agent-portal after 0.1 s (§4); the portal is signed out afterwards.
    await page.getByRole('button', { name: accountFormMessages.signOut }).click();
    await expectToast(page, m.loggedOut.title, m.loggedOut.text);
    await expect(page).toHaveURL(/\/agent-portal(\/|$)/);
    await openPortal(page);
    await expect(card(page).signIn).toBeVisible();
  });
});

test.describe('signing in with a wrong password', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('tells an unknown email that the credentials are wrong, an approved one to confirm', async ({
    page,
  }) => {
    const approved = uniqueEmail('artist-wrong-password');
    await createConfirmedAccount(page.request, { list: 'artist', email: approved });
    await openPortal(page);
    const c = card(page);

    // The button waits for both fields (§5).
    await expect(c.signIn).toBeDisabled();
    await c.email.fill(approved);
    await expect(c.signIn).toBeDisabled();
    await c.password.fill('not-the-password');
    await expect(c.signIn).toBeEnabled();
    await c.email.fill('   ');
    await expect(c.signIn).toBeDisabled();

    await signIn(page, uniqueEmail('nobody'), 'not-the-password');
    await expectToast(page, m.wrongCredentials.title, m.wrongCredentials.text);

    // §8: invalid credentials for an email on the approved list read as "confirm your account".
    await signIn(page, approved, 'not-the-password');
    await expectToast(page, m.unconfirmed.title, m.unconfirmed.text);
    await expect(c.heading).toBeVisible();
  });
});

test.describe('a disabled artist', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('is denied access and gets no session', async ({ page }) => {
    const email = uniqueEmail('artist-disabled');
    await createConfirmedAccount(page.request, { list: 'artist', email });
    await disallowEmail('artist', email);
    await openPortal(page);

    await signIn(page, email, GOOD_PASSWORD);
    await expectToast(page, m.notEnabled.title, m.notEnabled.text);
    await expect(card(page).heading).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect((await session.json()) as unknown).toEqual({ session: null });
  });
});

test.describe('creating an account', () => {
  test('checks the passwords in the browser first', async ({ page }) => {
    await openPortal(page);
    const c = card(page);
    const calls = countRequests(page, /\/api\/(auth\/sign-up|rpc\/is_artist_approved)$/);

    await c.toSignUp.click();
    await expect(c.createAccount).toBeDisabled();
    await c.email.fill(uniqueEmail('artist-passwords'));
    await c.password.fill(GOOD_PASSWORD);
    await expect(c.createAccount, 'confirm password is required').toBeDisabled();
    await c.confirmPassword.fill(`${GOOD_PASSWORD}x`);
    await c.createAccount.click();
    await expectToast(page, m.passwordMismatch.title, m.passwordMismatch.text);

    await c.password.fill('weak');
    await c.confirmPassword.fill('weak');
    await c.createAccount.click();
    await expectToast(
      page,
      m.passwordRequirementsTitle,
      [
        passwordRuleMessages.minLength,
        passwordRuleMessages.uppercase,
        passwordRuleMessages.number,
        passwordRuleMessages.special,
      ].join('. '),
    );
    expect(calls.count, 'nothing was sent').toBe(0);

    // The show/hide toggle reveals the password and says so.
    const toggle = c.main.getByRole('button', { name: 'Show password' }).first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(c.password).toHaveAttribute('type', 'text');
    await expect(c.main.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('is refused for an email that is not approved, in the browser and on the server', async ({ page }) => {
    const email = uniqueEmail('artist-not-approved');
    await openPortal(page);
    const signUps = countRequests(page, /\/api\/auth\/sign-up$/);

    await signUp(page, email, GOOD_PASSWORD);
    await expectToast(page, m.notApproved.title, m.notApproved.text);
    await expect(card(page).createAccount, 'the form stays on create account').toBeVisible();
    expect(signUps.count, 'the browser stopped at the approval check').toBe(0);

    // Bypassing the browser's check changes nothing: the server refuses too.
    const response = await page.request.post('/api/auth/sign-up', {
      data: { email, password: 'Str0ng!pass', portal: 'artist' },
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_approved');
  });
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test('the sign-in and create-account forms and the signed-in portal have no serious violations', async ({
      page,
    }) => {
      const email = uniqueEmail('artist-a11y');
      await createConfirmedAccount(page.request, { list: 'artist', email });
      await openPortal(page);
      await expectNoSeriousA11yViolations(page, { label: `/portal sign-in (${theme})` });
      await card(page).toSignUp.click();
      await expect(card(page).confirmPassword).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/portal create account (${theme})` });

      await card(page).toSignIn.click();
      await signIn(page, email, GOOD_PASSWORD);
      await expect(
        page.getByRole('heading', { level: 1, name: artistPortalMessages.welcome(email) }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, {
        label: `/portal signed in (${theme})`,
        // The toast fades in and out; it is checked on the forms above.
        exclude: ['[data-sonner-toaster]'],
      });
    });
  });
}
