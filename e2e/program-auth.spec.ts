/**
 * Program sign-in and the confirmation callback (training-program.md §2 item 3, §4, §5, §8; site-and-portals.md
 * §2.14 "Program callback", §4 "Program account confirmation", §8 "Program confirmation errors", §9): sign-up
 * through the emailed link, which signs the learner in, to the dashboard (docs/decisions/0015), the existing-session
 * redirect, the card's messages and mode switch, the reset notice, and every outcome of the callback: confirmed,
 * confirmed without access (the sign-in form says 'Account Confirmed!'), already confirmed, expired (with a new
 * link), invalid and missing tokens.
 */
import type { Page } from '@playwright/test';
import {
  accountFormMessages,
  CONFIRMED_NOTICE,
  confirmationMessages as cm,
  confirmationProgressTexts,
  passwordRuleMessages,
  programAuthCardMessages,
  programAuthMessages as m,
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
import { listOutbox } from './support/outbox';
import { countRequests, gotoHydrated } from './support/ui';

const openProgramAuth = (page: Page, path = '/program-auth') => gotoHydrated(page, path);

const card = (page: Page) =>
  authCard(page, {
    heading: programAuthCardMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });

const signIn = (page: Page, email: string, password: string) => signInWith(card(page), email, password);

/** The callback card's heading. */
function callbackHeading(page: Page, name: string) {
  return page.getByRole('main').getByRole('heading', { level: 1, name });
}

test('a program member signs up, confirms by email, is signed in by the link and is sent on from then on', async ({
  page,
}) => {
  const email = uniqueEmail('program-journey');
  await allowEmail('artist', email);
  await openProgramAuth(page);
  const c = card(page);
  await expect(c.heading).toBeVisible();
  await expect(c.main.getByRole('link', { name: accountFormMessages.forgotPassword })).toHaveAttribute(
    'href',
    '/program-auth/forgot-password',
  );

  await c.toSignUp.click();
  await c.email.fill(email);
  await c.password.fill(GOOD_PASSWORD);
  await c.confirmPassword.fill(GOOD_PASSWORD);
  await c.createAccount.click();
  await expect(c.status.filter({ hasText: m.accountCreated })).toBeVisible();
  // Back on sign-in, the email kept and the password cleared.
  await expect(c.signIn).toBeVisible();
  await expect(c.email).toHaveValue(email);
  await expect(c.password).toHaveValue('');

  // The program's link leads on to the dashboard (training-program.md §2 item 3).
  const link = await confirmationLink(email);
  expect(link.searchParams.get('next')).toBe('/program-dashboard');
  const confirmCalls = countRequests(page, /\/api\/auth\/confirm-email$/);
  await page.goto(link.href);
  await expect(callbackHeading(page, cm.success)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(confirmationProgressTexts.signedIn);
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  // Confirming signs the learner in (docs/decisions/0015): the link leads on to the dashboard itself.
  await expect(page).toHaveURL(/\/program-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  expect(confirmCalls.count).toBe(1);

  // The session is a real one: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // An existing session goes straight on.
  await page.goto('/program-auth');
  await expect(page).toHaveURL(/\/program-dashboard$/);
});

test('a program sign-in goes on to the stored return path', async ({ page }) => {
  const email = uniqueEmail('program-return');
  await createConfirmedAccount(page.request, { list: 'artist', email });
  // A page that needs an account sends the visitor to /portal, keeping itself as the return path; the visitor
  // signs in on /program-auth instead, which goes back there too.
  await page.goto('/learning/module/month-2');
  await expect(page).toHaveURL(/\/portal$/);
  await openProgramAuth(page);
  await signIn(page, email, GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/learning\/module\/month-2$/);
});

test.describe('the program card', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('explains refusals on the card and clears them with the passwords when switching mode', async ({
    page,
  }) => {
    await openProgramAuth(page);
    const c = card(page);

    await expect(c.signIn).toBeDisabled();
    await signIn(page, uniqueEmail('program-nobody'), 'Wrong!pass1');
    await expect(c.alert).toHaveText(m.wrongCredentials);

    // Switching mode clears the message and the password, and keeps the email.
    const typed = uniqueEmail('program-not-approved');
    await c.email.fill(typed);
    await c.toSignUp.click();
    await expect(c.alert).toHaveCount(0);
    await expect(c.password).toHaveValue('');
    await expect(c.email).toHaveValue(typed);

    await c.password.fill(GOOD_PASSWORD);
    await c.confirmPassword.fill('Different!1');
    await c.createAccount.click();
    await expect(c.alert).toHaveText(m.passwordMismatch);

    await c.password.fill('lowercase1!');
    await c.confirmPassword.fill('lowercase1!');
    await c.createAccount.click();
    await expect(c.alert).toHaveText(passwordRuleMessages.uppercase);

    await c.password.fill(GOOD_PASSWORD);
    await c.confirmPassword.fill(GOOD_PASSWORD);
    await c.createAccount.click();
    // The spec's text, followed by the support address (contact-support.spec.ts).
    await expect(c.alert).toContainText(m.notApproved);

    await c.toSignIn.click();
    await expect(c.alert).toHaveCount(0);
    await expect(c.password).toHaveValue('');
    await expect(c.confirmPassword).toHaveCount(0);
  });

  test('says so after a password reset', async ({ page }) => {
    await openProgramAuth(page, '/program-auth?reset=success');
    await expect(card(page).status).toContainText('Your password has been updated.');
  });
});

test.describe('the confirmation callback', () => {
  test.use({ allowedConsoleErrors: [/status of 40[09]/] });

  test('fails for an invalid token and offers the login of the portal it came from', async ({ page }) => {
    await page.goto('/program-auth/callback?next=%2Fportal&token=garbage');
    await expect(callbackHeading(page, cm.failed)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(cm.generic);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/portal');
    const login = page.getByRole('link', { name: cm.goToLogin });
    await expect(login).toHaveAttribute('href', '/portal');
    await login.click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('fails without a token, and never follows a next address off the site', async ({ page }) => {
    const confirmCalls = countRequests(page, /\/api\/auth\/confirm-email$/);
    await page.goto('/program-auth/callback?next=https%3A%2F%2Fevil.example%2F');
    await expect(callbackHeading(page, cm.failed)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(cm.generic);
    await expect(page.getByRole('link', { name: cm.goToLogin })).toHaveAttribute('href', '/program-auth');
    expect(confirmCalls.count).toBe(0);

    await page.goto('/program-auth/callback?next=%2Fagent-portal');
    await expect(page.getByRole('link', { name: cm.goToLogin })).toHaveAttribute('href', '/agent-portal');
  });

  test('confirms an account that lost its access, and lands on the sign-in form saying so', async ({
    page,
  }) => {
    const email = uniqueEmail('program-revoked');
    await allowEmail('artist', email);
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { email, password: GOOD_PASSWORD, portal: 'program' },
    });
    expect(signUp.status()).toBe(200);
    const link = await confirmationLink(email);
    await disallowEmail('artist', email);

    await page.goto(link.href);
    await expect(callbackHeading(page, cm.success)).toBeVisible();
    // Not signed in (docs/decisions/0015): the link's portal sign-in form, with 'Account Confirmed!'.
    await expect(page).toHaveURL(/\/program-auth\?confirmed=1$/);
    await expect(card(page).heading).toBeVisible();
    await expect(card(page).status).toHaveText(CONFIRMED_NOTICE);
    await expect(card(page).signIn).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect((await session.json()).session).toBeNull();
  });

  test('reports a link used twice as already confirmed, then goes to the program login', async ({ page }) => {
    const email = uniqueEmail('program-twice');
    await createConfirmedAccount(page.request, { list: 'artist', email });
    const link = await confirmationLink(email);

    await page.goto(link.href);
    await expect(callbackHeading(page, cm.failed)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(cm.alreadyConfirmed);
    await expect(page).toHaveURL(/\/program-auth$/);
  });

  test('offers a new link when the link has expired', async ({ page }) => {
    const email = uniqueEmail('program-expired');
    await allowEmail('artist', email);
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { email, password: GOOD_PASSWORD, portal: 'artist' },
    });
    expect(signUp.status()).toBe(200);
    const first = await confirmationLink(email);
    const seen = await listOutbox();

    // The server's answer for an expired token (a real one would take 24 hours to expire).
    await page.route('**/api/auth/confirm-email', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'expired', message: 'This link has expired.' } },
      }),
    );
    await page.goto(first.href);
    await expect(callbackHeading(page, cm.failed)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(cm.expired);
    await expect(page.getByRole('link', { name: cm.goToLogin })).toHaveAttribute('href', '/portal');

    const form = page.getByRole('form', { name: programAuthCardMessages.resendTitle });
    await expect(form.getByRole('textbox', { name: accountFormMessages.email })).toHaveValue(email);
    await form.getByRole('button', { name: programAuthCardMessages.sendNewLink }).click();
    await expect(form.getByRole('status')).toContainText("we've sent a new link");

    // The new link still leads back to the artist portal, and works.
    const fresh = await confirmationLink(email, seen);
    expect(fresh.searchParams.get('next')).toBe('/portal');
    await page.unroute('**/api/auth/confirm-email');
    await page.goto(fresh.href);
    await expect(callbackHeading(page, cm.success)).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test('the program card and the failed callback have no serious violations', async ({ page }) => {
      await openProgramAuth(page, '/program-auth?reset=success');
      await expect(card(page).status).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/program-auth (${theme})` });
      await card(page).toSignUp.click();
      await card(page).email.fill(uniqueEmail('program-a11y'));
      await card(page).password.fill('short');
      await card(page).confirmPassword.fill('other');
      await card(page).createAccount.click();
      await expect(card(page).alert).toHaveText(m.passwordMismatch);
      await expectNoSeriousA11yViolations(page, { label: `/program-auth create account (${theme})` });

      await page.route('**/api/auth/confirm-email', (route) =>
        route.fulfill({
          status: 400,
          json: { error: { code: 'expired', message: 'This link has expired.' } },
        }),
      );
      await page.goto('/program-auth/callback?next=%2Fportal&token=abc');
      await expect(callbackHeading(page, cm.failed)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `/program-auth/callback expired (${theme})` });
    });
  });
}
