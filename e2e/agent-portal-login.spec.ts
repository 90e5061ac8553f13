/**
 * Agent portal sign-in (site-and-portals.md §2.13, §4 "Agent auth", §5 "Sign-in", "Agent login/sign-up", §8
 * "Agent auth", §9): the login card and its toggle, the blank-field rule, sign-up refused for an email that is not
 * approved and accepted for one that is (asking for the agent's name, required: issue 38 item 1), an unconfirmed account, signing in to the shell with its redirects, an
 * agent no longer approved, logging out, and the session's loading-error state.
 */
import type { Page } from '@playwright/test';
import { accountFormMessages, agentAuthMessages as m } from '../src/shared/messages/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  allowEmail,
  createConfirmedAccount,
  disallowEmail,
  GOOD_PASSWORD,
  uniqueEmail,
  waitForLink,
} from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expect, test } from './support/fixtures';
import { countRequests, expectToast, gotoHydrated } from './support/ui';

const openPortal = (page: Page, path = '/agent-portal') => gotoHydrated(page, path);

const card = (page: Page) => {
  const c = authCard(page, {
    heading: m.cardTitle,
    toSignUp: accountFormMessages.switchMode.agentCreateAccount,
  });
  // Sign-up asks for the name artists see beside the agent's feedback (issue 38 item 1).
  return { ...c, name: c.main.getByRole('textbox', { name: accountFormMessages.name }) };
};

const signIn = (page: Page, email: string, password: string) => signInWith(card(page), email, password);

test('the login card toggles between sign in and create account and links to the reset page', async ({
  page,
}) => {
  await openPortal(page);
  const c = card(page);
  await expect(c.heading).toBeVisible();
  await expect(c.main).toContainText(m.signInDescription);
  await expect(c.signIn).toBeDisabled();
  await c.email.fill('agent@example.com');
  await expect(c.signIn).toBeDisabled();
  await c.password.fill('anything');
  await expect(c.signIn).toBeEnabled();
  await c.email.fill('   ');
  await expect(c.signIn).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { label: 'agent sign in' });

  await c.toSignUp.click();
  await expect(c.main).toContainText(m.signUpDescription);
  await expect(c.createAccount).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { label: 'agent create account' });
  await c.toSignIn.click();
  await expect(c.main).toContainText(m.signInDescription);

  await c.main.getByRole('link', { name: accountFormMessages.forgotPassword }).click();
  await expect(page).toHaveURL(/\/agent-portal\/forgot-password$/);
  await expect(c.main.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('a department opened while signed out shows the login card', async ({ page }) => {
  await openPortal(page, '/agent-portal/department/legal');
  await expect(card(page).heading).toBeVisible();
  await expect(page).toHaveURL(/\/agent-portal\/department\/legal$/);
});

test('sign-up with an email that is not approved: Access Denied, and no account is created', async ({
  page,
}) => {
  const signUps = countRequests(page, /\/api\/auth\/sign-up$/);
  await openPortal(page);
  const c = card(page);
  await c.toSignUp.click();
  await c.name.fill('Lee Mensah');
  await c.email.fill(uniqueEmail('not-approved'));
  await c.password.fill(GOOD_PASSWORD);
  await c.createAccount.click();
  await expectToast(page, m.accessDeniedTitle, m.notApproved);
  await expect(page.getByText(m.notApproved)).toBeVisible();
  expect(signUps.count).toBe(0);
});

test.describe('accounts', () => {
  // Wrong or unconfirmed sign-ins are refused on purpose (401, 403).
  test.use({ allowedConsoleErrors: [/status of 40[13]/] });

  test('an approved agent creates an account, is asked to confirm it, then cannot sign in unconfirmed', async ({
    page,
  }) => {
    const email = uniqueEmail('agent-signup');
    await allowEmail('agent', email);
    await openPortal(page);
    const c = card(page);
    await c.toSignUp.click();
    await c.email.fill(email);
    await c.password.fill(GOOD_PASSWORD);
    // The name is required: without it the button stays disabled.
    await expect(c.createAccount).toBeDisabled();
    await c.name.fill('Lee Mensah');
    await c.createAccount.click();
    await expectToast(page, m.checkEmail.title, m.checkEmail.text);
    // Back to sign in, fields cleared.
    await expect(c.main).toContainText(m.signInDescription);
    await expect(c.email).toHaveValue('');

    const link = await waitForLink(email, /^Confirm your/);
    expect(link.pathname).toBe('/program-auth/callback');
    expect(link.searchParams.get('next')).toBe('/agent-portal');

    await signIn(page, email, GOOD_PASSWORD);
    await expectToast(
      page,
      m.signInFailedTitle,
      'Please check your email to confirm your account, then try signing in again.',
    );
    await expect(c.heading).toBeVisible();
  });

  test('a confirmed agent signs in, is redirected inside the shell, logs out, and is refused once disabled', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('agent-login');
    await createConfirmedAccount(request, { list: 'agent', email, password: GOOD_PASSWORD });
    await openPortal(page);
    const c = card(page);

    await signIn(page, email, 'Wrong-password-1');
    await expectToast(page, m.signInFailedTitle, 'Invalid login credentials');

    await signIn(page, `  ${email.toUpperCase()} `, GOOD_PASSWORD);
    await expect(page).toHaveURL(/\/agent-portal\/department\/anr$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Agent Portal' })).toBeVisible();
    await expect(main).toContainText('Learning Hub & Resources');
    await expect(main).toContainText(email);
    await expect(main).toContainText('Agent Access');
    await expectNoSeriousA11yViolations(page, { label: 'agent portal shell' });

    // Inside the shell: /agent-portal, /department/ar and unknown paths lead to anr; other departments stay.
    for (const path of ['/agent-portal', '/agent-portal/department/ar', '/agent-portal/no-such-page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/agent-portal\/department\/anr$/);
    }
    await page.goto('/agent-portal/department/legal');
    await expect(main.getByRole('heading', { level: 2, name: 'Legal', exact: true })).toBeVisible();

    // Logout: 'Logged Out', then back to /agent-portal and the login card.
    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, m.loggedOut.title, m.loggedOut.text);
    await expect(page).toHaveURL(/\/agent-portal$/);
    await expect(c.heading).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ session: null });

    // No longer approved: the right password is refused with 'Access Denied'.
    await disallowEmail('agent', email);
    await signIn(page, email, GOOD_PASSWORD);
    await expectToast(page, m.accessDeniedTitle, m.notApproved);
    await expect(c.heading).toBeVisible();
  });
});

test.describe('session errors', () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED/] });

  test('when the session cannot be read the portal offers to try again', async ({ page }) => {
    await page.route(/\/api\/auth\/session$/, (route) => route.abort('failed'));
    await page.goto('/agent-portal');
    const main = page.getByRole('main');
    const retry = main.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await page.unroute(/\/api\/auth\/session$/);
    await retry.click();
    await expect(card(page).heading).toBeVisible();
  });
});
