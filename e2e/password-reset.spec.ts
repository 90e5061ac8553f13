/**
 * Password reset (site-and-portals.md §2.1, §2.14, §4 "Reset flow", §5 "Forgot/resend", "New password", §8
 * "Reset", "Reset-error reasons", §9): the agent, program and artist portal flows end to end through the real reset
 * email (the artist's from the 'Forgot your password?' link of /portal back to its sign-in), the
 * requirements box and show/hide toggles, the success screen and its redirect, the old password refused and the
 * new one accepted, a used link refused, the reset-error reasons, the start-up rewrite of stray auth links, and
 * the forgot-password form's validation and failure messages, and axe on each screen in both themes.
 */
import type { Page } from '@playwright/test';
import { RESET_PATHS } from '../src/shared/auth/portals';
import {
  accountFormMessages,
  artistAuthMessages,
  artistPortalMessages,
  resetMessages,
  resetPageMessages,
} from '../src/shared/messages/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail, waitForLink } from './support/accounts';
import { expect, test } from './support/fixtures';
import { countRequests, expectToast, gotoHydrated, waitForHydration } from './support/ui';

const RESET_SUBJECT = /^Reset your .+ password$/;
const NEW_PASSWORD = 'Fresh-start-2024';
const FORGOT_API = /\/api\/auth\/forgot-password$/;
const RESET_API = /\/api\/auth\/reset-password$/;
/** Where the web app keeps the reset token between the callback and the form (features/auth/auth-storage.ts). */
const RESET_TOKEN_KEY = 'gbf.auth.resetToken';

/** Opens a client-rendered account page and waits until React owns its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, 'main h1');
}

/** Asks for a reset link on a forgot-password page and checks the 'Check Your Email' screen. */
async function requestResetLink(page: Page, forgotPath: string, email: string, loginPath: string) {
  await open(page, forgotPath);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: accountFormMessages.email }).fill(email);
  await main.getByRole('button', { name: resetPageMessages.sendLink }).click();
  await expectToast(page, resetMessages.linkSent.title, resetMessages.linkSent.text);
  await expect(main.getByRole('heading', { level: 1, name: resetMessages.checkEmailTitle })).toBeVisible();
  await expect(main).toContainText(email);
  await expect(main.getByRole('link', { name: resetMessages.backToLogin })).toHaveAttribute(
    'href',
    loginPath,
  );
  await expect(main.getByRole('button', { name: resetMessages.tryAgain })).toBeVisible();
}

/** The new-password form's controls for a portal. */
function resetForm(page: Page, portal: 'agent' | 'program' | 'artist') {
  const main = page.getByRole('main');
  return {
    password: main.getByRole('textbox', { name: resetPageMessages.newPassword, exact: true }),
    confirm: main.getByRole('textbox', { name: resetPageMessages.confirmNewPassword, exact: true }),
    passwordToggle: main.locator(`button[aria-controls="${portal}-new-password"]`),
    confirmToggle: main.locator(`button[aria-controls="${portal}-confirm-password"]`),
    requirement: (name: string) => main.getByRole('listitem').filter({ hasText: name }),
    submit: main.getByRole('button', { name: resetPageMessages.update }),
  };
}

test.describe('agent reset, end to end', () => {
  // The old password and the used link are refused on purpose (401, 400).
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('an agent resets the password through the email and signs in with the new one', async ({
    page,
    request,
  }) => {
    test.slow(); // account set-up, two emails and two redirect delays
    const email = uniqueEmail('agent-reset');
    await createConfirmedAccount(request, { list: 'agent', email, password: GOOD_PASSWORD });

    await requestResetLink(page, '/agent-portal/forgot-password', email, '/agent-portal');
    const link = await waitForLink(email, RESET_SUBJECT);
    expect(link.pathname).toBe('/agent-portal/auth/callback');
    expect(link.searchParams.get('token')).toBeTruthy();

    // The callback checks the token, keeps it and moves on without it in the URL.
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/agent-portal\/reset-password$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: resetPageMessages.newPasswordTitle }),
    ).toBeVisible();

    const f = resetForm(page, 'agent');
    await expect(f.submit).toBeDisabled();
    await expect(f.requirement(resetPageMessages.requirements.minLength)).toHaveAttribute(
      'data-met',
      'false',
    );
    await expect(f.requirement(resetPageMessages.requirements.number)).toHaveAttribute('data-met', 'false');

    // The requirements box ticks each rule as it is met.
    await f.password.fill('fresh');
    await expect(f.requirement(resetPageMessages.requirements.minLength)).toHaveAttribute(
      'data-met',
      'false',
    );
    await f.password.fill('fresh-start');
    await expect(f.requirement(resetPageMessages.requirements.minLength)).toHaveAttribute('data-met', 'true');
    await expect(f.requirement(resetPageMessages.requirements.number)).toHaveAttribute('data-met', 'false');
    await expect(f.submit).toBeDisabled(); // the confirmation is still empty
    await f.password.fill(NEW_PASSWORD);
    await expect(f.requirement(resetPageMessages.requirements.number)).toHaveAttribute('data-met', 'true');

    // Show/hide toggles on both fields.
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(f.passwordToggle).toHaveAccessibleName(accountFormMessages.showPassword);
    await f.passwordToggle.click();
    await expect(f.password).toHaveAttribute('type', 'text');
    await expect(f.password).toHaveValue(NEW_PASSWORD);
    await expect(f.passwordToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(f.passwordToggle).toHaveAccessibleName(accountFormMessages.hidePassword);
    await f.passwordToggle.click();
    await expect(f.password).toHaveAttribute('type', 'password');
    await f.confirmToggle.click();
    await expect(f.confirm).toHaveAttribute('type', 'text');

    // A confirmation that does not match is refused in the page.
    await f.confirm.fill(`${NEW_PASSWORD}x`);
    await expect(f.submit).toBeEnabled();
    await f.submit.click();
    await expect(main.getByRole('alert').filter({ hasText: resetMessages.passwordMismatch })).toBeVisible();
    await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');

    await f.confirm.fill(NEW_PASSWORD);
    await expect(f.requirement(resetPageMessages.requirements.match)).toHaveAttribute('data-met', 'true');
    await f.submit.click();

    // Success screen, then the automatic redirect to sign in with reset=success (§4, 2 s).
    await expect(main.getByRole('heading', { level: 1, name: resetPageMessages.updatedTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: resetMessages.continueToLogin })).toHaveAttribute(
      'href',
      '/agent-portal?reset=success',
    );
    await expect(page).toHaveURL(/\/agent-portal\?reset=success$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Agent Portal Access' })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /password has been updated/i })).toBeVisible();

    // The old password no longer works.
    const emailField = main.getByRole('textbox', { name: accountFormMessages.email });
    const passwordField = main.getByRole('textbox', { name: accountFormMessages.password, exact: true });
    await emailField.fill(email);
    await passwordField.fill(GOOD_PASSWORD);
    await main.getByRole('button', { name: accountFormMessages.signIn }).click();
    await expectToast(page, 'Sign in failed', 'Invalid login credentials');
    await expect(page).toHaveURL(/\/agent-portal\?reset=success$/);

    // The new one does, and leads to the anr department.
    await passwordField.fill(NEW_PASSWORD);
    await main.getByRole('button', { name: accountFormMessages.signIn }).click();
    await expect(page).toHaveURL(/\/agent-portal\/department\/anr$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Agent Portal' })).toBeVisible();
    await expect(main).toContainText(email);
    await expect(main).toContainText('Agent Access');

    // The link works only once.
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=invalid$/);
    await expect(main).toContainText(resetMessages.errorReasons.invalid);
    await expect(main.getByRole('link', { name: resetPageMessages.requestNew })).toHaveAttribute(
      'href',
      '/agent-portal/forgot-password',
    );
  });
});

test.describe('program reset, end to end', () => {
  test('a program artist resets the password and is sent to /program-auth?reset=success', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('program-reset');
    await createConfirmedAccount(request, { list: 'artist', email, password: GOOD_PASSWORD });

    await requestResetLink(page, '/program-auth/forgot-password', email, '/program-auth');
    const link = await waitForLink(email, RESET_SUBJECT);
    expect(link.pathname).toBe('/program-reset-password');

    // The page checks the token itself and takes it out of the URL before showing the form.
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/program-reset-password$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: resetPageMessages.newPasswordTitle }),
    ).toBeVisible();
    const f = resetForm(page, 'program');
    await f.password.fill(NEW_PASSWORD);
    await f.confirm.fill(NEW_PASSWORD);
    await f.submit.click();
    await expect(main.getByRole('heading', { level: 1, name: resetPageMessages.updatedTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: resetMessages.continueToLogin })).toHaveAttribute(
      'href',
      '/program-auth?reset=success',
    );
    await expect(page).toHaveURL(/\/program-auth\?reset=success$/);

    // The new password signs in; the old one does not.
    const signIn = (password: string) =>
      request.post('/api/auth/sign-in', { data: { email, password, portal: 'program' } });
    expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
    expect((await signIn(GOOD_PASSWORD)).status()).toBe(401);
  });
});

test.describe('artist portal reset, end to end', () => {
  // The old password is refused on purpose (401).
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("an artist follows /portal's 'Forgot your password?', resets through the email and signs in on /portal", async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('artist-reset');
    await createConfirmedAccount(request, { list: 'artist', email, password: GOOD_PASSWORD });

    // The sign-in card of /portal links to the artist portal's own reset request.
    await gotoHydrated(page, '/portal');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: artistPortalMessages.title })).toBeVisible();
    await main.getByRole('link', { name: accountFormMessages.forgotPassword }).click();
    await expect(page).toHaveURL(/\/portal\/forgot-password$/);
    await expect(
      main.getByRole('heading', { level: 1, name: accountFormMessages.forgotPassword }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'artist portal forgot password' });
    await main.getByRole('textbox', { name: accountFormMessages.email }).fill(email);
    await main.getByRole('button', { name: resetPageMessages.sendLink }).click();
    await expect(main.getByRole('heading', { level: 1, name: resetMessages.checkEmailTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: resetMessages.backToLogin })).toHaveAttribute(
      'href',
      '/portal',
    );
    await expect(page).toHaveTitle(/^Artist Portal: Forgot Password \|/);

    // The emailed link lands on the artist portal's reset page, which takes the token out of the address.
    const link = await waitForLink(email, RESET_SUBJECT);
    expect(link.pathname).toBe('/portal/reset-password');
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/portal\/reset-password$/);
    const f = resetForm(page, 'artist');
    await f.password.fill(NEW_PASSWORD);
    await f.confirm.fill(NEW_PASSWORD);
    await f.submit.click();
    await expect(main.getByRole('heading', { level: 1, name: resetPageMessages.updatedTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: resetMessages.continueToLogin })).toHaveAttribute(
      'href',
      '/portal?reset=success',
    );

    // Back on the /portal sign-in, which says the password changed; the old one fails, the new one signs in.
    await expect(page).toHaveURL(/\/portal\?reset=success$/);
    await expect(main.getByRole('heading', { level: 1, name: artistPortalMessages.title })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /password has been updated/i })).toBeVisible();
    const emailField = main.getByRole('textbox', { name: accountFormMessages.email });
    const passwordField = main.getByRole('textbox', { name: accountFormMessages.password, exact: true });
    await emailField.fill(email);
    await passwordField.fill(GOOD_PASSWORD);
    await main.getByRole('button', { name: accountFormMessages.signIn }).click();
    await expectToast(page, artistAuthMessages.unconfirmed.title);
    await passwordField.fill(NEW_PASSWORD);
    await main.getByRole('button', { name: accountFormMessages.signIn }).click();
    await expectToast(page, artistAuthMessages.accessGranted.title, artistAuthMessages.accessGranted.text);
    await expect(
      main.getByRole('heading', { level: 1, name: artistPortalMessages.welcome(email) }),
    ).toBeVisible();
  });
});

test.describe('reset-error reasons', () => {
  test('/agent-portal/reset-password opened directly: session_expired', async ({ page }) => {
    await page.goto('/agent-portal/reset-password');
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=session_expired$/);
    const main = page.getByRole('main');
    await expect(main).toContainText(resetMessages.errorReasons.session_expired);
    await main.getByRole('link', { name: resetPageMessages.requestNew }).click();
    await expect(page).toHaveURL(/\/agent-portal\/forgot-password$/);
    await expect(main.getByRole('textbox', { name: accountFormMessages.email })).toBeVisible();
  });

  for (const portal of ['program', 'artist'] as const) {
    const paths = RESET_PATHS[portal];
    test(`${paths.resetPassword} opened directly: session_expired, with the way back to ${paths.login}`, async ({
      page,
    }) => {
      await page.goto(paths.resetPassword);
      await expect(page).toHaveURL(new RegExp(`${paths.resetError}\\?reason=session_expired$`));
      const main = page.getByRole('main');
      await expect(main).toContainText(resetMessages.errorReasons.session_expired);
      await expect(main.getByRole('link', { name: resetPageMessages.requestNew })).toHaveAttribute(
        'href',
        paths.forgot,
      );
      await expect(main.getByRole('link', { name: resetMessages.backToLogin })).toHaveAttribute(
        'href',
        paths.login,
      );
    });
  }

  test('the agent callback without a token: missing_token', async ({ page }) => {
    await page.goto('/agent-portal/auth/callback');
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=missing_token$/);
    await expect(page.getByRole('main')).toContainText(resetMessages.errorReasons.missing_token);
  });

  test('the agent callback with error parameters: invalid', async ({ page }) => {
    await page.goto('/agent-portal/auth/callback?error=access_denied&error_description=Link+expired');
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=invalid$/);
    await expect(page.getByRole('main')).toContainText(resetMessages.errorReasons.invalid);
  });

  test('an unknown reason reads as invalid', async ({ page }) => {
    await page.goto('/program-reset-error?reason=whatever');
    await expect(page.getByRole('main')).toContainText(resetMessages.errorReasons.invalid);
  });

  test.describe('unknown tokens', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('an agent link with an unknown token: invalid', async ({ page }) => {
      await page.goto('/agent-portal/auth/callback?token=not-a-real-token');
      await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=invalid$/);
    });

    test('a program link with an unknown token: invalid', async ({ page }) => {
      await page.goto('/program-reset-password?token=not-a-real-token');
      await expect(page).toHaveURL(/\/program-reset-error\?reason=invalid$/);
      await expect(page.getByRole('main')).toContainText(resetMessages.errorReasons.invalid);
    });
  });
});

test.describe('start-up rewrite of stray auth links (§2.1)', () => {
  test.use({ allowedConsoleErrors: [/status of 40[04]/] });

  test('a recovery link on another page goes to the agent callback, query kept', async ({ page }) => {
    const checks = countRequests(page, /\/api\/auth\/reset-password\/check$/);
    await page.goto('/?type=recovery&token=stray-token');
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=invalid$/);
    expect(checks.count).toBe(1);
  });

  test('an encoded access-token fragment becomes the callback hash (no token: missing_token)', async ({
    page,
  }) => {
    await page.goto('/%23access_token=abc&type=recovery');
    await expect(page).toHaveURL(/\/agent-portal\/reset-error\?reason=missing_token$/);
  });
});

test.describe('forgot-password form', () => {
  test('validates the email in the page (§5) and can try again after sending', async ({ page }) => {
    const posts = countRequests(page, FORGOT_API);
    await open(page, '/program-auth/forgot-password');
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: accountFormMessages.email });
    const send = main.getByRole('button', { name: resetPageMessages.sendLink });

    await send.click();
    await expect(
      main.getByRole('alert').filter({ hasText: 'Please enter your email address' }),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-email');
    await send.click();
    await expect(
      main.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }),
    ).toBeVisible();
    expect(posts.count).toBe(0);

    // An unknown address gets the same neutral answer.
    const address = uniqueEmail('nobody');
    await email.fill(`  ${address.toUpperCase()} `);
    await send.click();
    await expect(main.getByRole('heading', { level: 1, name: resetMessages.checkEmailTitle })).toBeVisible();
    await expect(main).toContainText(address);
    expect(posts.count).toBe(1);
    await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { label: 'check your email' });

    await main.getByRole('button', { name: resetMessages.tryAgain }).click();
    await expect(main.getByRole('textbox', { name: accountFormMessages.email })).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/status of 429|ERR_FAILED/] }); // one pattern: a pair reads as [value, options]

    test('a rate limit shows the too-many-attempts message', async ({ page }) => {
      await page.route(FORGOT_API, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '60' },
          json: { error: { code: 'rate_limited', message: 'Too many attempts.' } },
        }),
      );
      await open(page, '/agent-portal/forgot-password');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: accountFormMessages.email }).fill(uniqueEmail('limited'));
      await main.getByRole('button', { name: resetPageMessages.sendLink }).click();
      await expect(main.getByRole('alert').filter({ hasText: resetMessages.tooMany })).toBeVisible();
      await expect(main.getByRole('textbox', { name: accountFormMessages.email })).toBeEnabled();
    });

    test('a network failure shows the network message', async ({ page }) => {
      await page.route(FORGOT_API, (route) => route.abort('failed'));
      await open(page, '/agent-portal/forgot-password');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: accountFormMessages.email }).fill(uniqueEmail('offline'));
      await main.getByRole('button', { name: resetPageMessages.sendLink }).click();
      await expect(main.getByRole('alert').filter({ hasText: resetMessages.network })).toBeVisible();
    });
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the reset screens pass axe; the success screen redirects after exactly 2 s (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript(
      ([themeValue, key]) => {
        window.localStorage.setItem('theme', themeValue);
        window.sessionStorage.setItem(key, 'a-kept-token');
      },
      [theme, RESET_TOKEN_KEY] as const,
    );
    await page.route(RESET_API, (route) => route.fulfill({ json: { status: 'password_reset' } }));
    await page.clock.install();
    const main = page.getByRole('main');

    await open(page, '/agent-portal/forgot-password');
    await expectNoSeriousA11yViolations(page, { label: `forgot password (${theme})` });
    await open(page, '/program-reset-error?reason=missing_token');
    await expectNoSeriousA11yViolations(page, { label: `reset error (${theme})` });

    await open(page, '/agent-portal/reset-password');
    const f = resetForm(page, 'agent');
    await f.password.fill('short');
    await f.confirm.fill('other');
    await f.submit.click();
    await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, { label: `reset password form with errors (${theme})` });

    await f.password.fill(NEW_PASSWORD);
    await f.confirm.fill(NEW_PASSWORD);
    // From here the page's timers move only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await f.submit.click();
    await expect(main.getByRole('heading', { level: 1, name: resetPageMessages.updatedTitle })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: resetPageMessages.updatedTitle })).toBeFocused();
    // (axe waits on timers, so it cannot run on this screen while the clock is paused.)
    await page.clock.runFor(1_500);
    await expect(page).toHaveURL(/\/agent-portal\/reset-password$/);
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/\/agent-portal\?reset=success$/);
  });
}
