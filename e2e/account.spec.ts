/**
 * The account page, /account (issue "One course, one record per learner, and completion that means something"
 * item 6; docs/decisions/0015): signed out it sends the visitor to sign in and back; the name certificates print
 * and the stage name are edited and still there after a reload, the email is shown read-only, and a failed save
 * keeps what was typed; the password change refuses a wrong current password on its field, then changes it, and the
 * new password signs in; an agent is asked for the name artists see with their feedback instead of a certificate
 * name, and for their organisation (optional; issue 38 item 1), which a learner is not; no serious axe violation in either theme.
 */
import type { Page } from '@playwright/test';
import {
  accountFieldMessages as fm,
  accountMenuMessages as mm,
  accountPageMessages as m,
} from '../src/shared/messages/account';
import { programAuthMessages } from '../src/shared/messages/auth';
import { PROGRAM_TITLE } from '../src/shared/messages/program';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/ui';

/** The page's controls, as a user finds them. */
function accountPage(page: Page) {
  const main = page.getByRole('main');
  const details = main.getByRole('form', { name: m.detailsTitle });
  const password = main.getByRole('form', { name: m.passwordTitle });
  return {
    main,
    heading: main.getByRole('heading', { level: 1, name: m.title }),
    name: details.getByRole('textbox', { name: m.labels.name }),
    stageName: details.getByRole('textbox', { name: m.labels.stageName }),
    email: details.getByRole('textbox', { name: m.labels.email }),
    save: details.getByRole('button', { name: m.save }),
    detailsStatus: details.getByRole('status'),
    detailsAlerts: details.getByRole('alert'),
    current: password.getByRole('textbox', { name: m.passwordLabels.current, exact: true }),
    newPassword: password.getByRole('textbox', { name: m.passwordLabels.new, exact: true }),
    confirm: password.getByRole('textbox', { name: m.passwordLabels.confirm, exact: true }),
    change: password.getByRole('button', { name: m.changePassword }),
    passwordStatus: password.getByRole('status'),
    passwordAlerts: password.getByRole('alert'),
  };
}

/** A confirmed approved artist, signed in in the browser, on /account. */
async function openAccountSignedIn(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createConfirmedAccount(page.request, { list: 'artist', email, signedIn: true });
  await gotoHydrated(page, '/account');
  await expect(accountPage(page).name).toBeVisible();
  return email;
}

test('signed out, /account sends the visitor to sign in and comes back after', async ({ page, request }) => {
  const email = uniqueEmail('account-return');
  await createConfirmedAccount(request, { list: 'artist', email });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/program-auth$/);
  const card = authCard(page, { heading: PROGRAM_TITLE, toSignUp: 'Create an account' });
  await expect(card.heading).toBeVisible();
  await signInWith(card, email, GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountPage(page).email).toHaveValue(email);
});

test.describe('the details', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('the certificate name and stage name are saved and still there after a reload', async ({ page }) => {
    const email = await openAccountSignedIn(page, 'account-name');
    const a = accountPage(page);
    await expect(a.heading).toBeVisible();
    await expect(a.main).toContainText(m.certificateNote);
    // The sentence about certificates describes the name field.
    await expect(a.name).toHaveAccessibleDescription(m.certificateNote);
    await expect(a.email).toHaveValue(email);
    await expect(a.email).toHaveAttribute('readonly', '');

    // A blank name is refused in the browser, on the field.
    await a.name.fill('   ');
    await a.save.click();
    await expect(a.detailsAlerts).toHaveText(fm.nameRequired);
    await expect(a.name).toHaveAttribute('aria-invalid', 'true');

    await a.name.fill('  Ada Q. Obi ');
    await a.stageName.fill('Nova Lane');
    await a.save.click();
    await expect(a.detailsStatus).toHaveText(m.saved);
    // The saved values come back trimmed.
    await expect(a.name).toHaveValue('Ada Q. Obi');

    await page.reload();
    await expect(a.name).toHaveValue('Ada Q. Obi');
    await expect(a.stageName).toHaveValue('Nova Lane');
    // A learner is not asked for an organisation.
    await expect(a.main.getByRole('textbox', { name: m.labels.organisation })).toHaveCount(0);
    const account = await page.request.get('/api/account');
    expect((await account.json()).account).toEqual({
      name: 'Ada Q. Obi',
      stageName: 'Nova Lane',
      email,
      organisation: null,
    });
  });

  test('a save that fails keeps what was typed', async ({ page }) => {
    await openAccountSignedIn(page, 'account-keep');
    const a = accountPage(page);
    await page.route('**/api/account', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'internal_error', message: 'Down for a moment.' } },
          })
        : route.fallback(),
    );
    await a.name.fill('Typed But Not Saved');
    await a.stageName.fill('Kept Stage');
    await a.save.click();
    await expect(a.detailsAlerts).toHaveText(m.saveFailure);
    await expect(a.name).toHaveValue('Typed But Not Saved');
    await expect(a.stageName).toHaveValue('Kept Stage');
    await expect(a.save).toBeFocused();

    await page.unroute('**/api/account');
    await a.save.click();
    await expect(a.detailsStatus).toHaveText(m.saved);
    await expect(a.name).toHaveValue('Typed But Not Saved');
  });
});

test('an agent is asked for the name artists see beside their feedback, not a certificate name', async ({
  page,
}) => {
  // Issue 38 items 1 and 8: agents earn no certificates.
  await createConfirmedAccount(page.request, {
    list: 'agent',
    email: uniqueEmail('account-agent'),
    signedIn: true,
  });
  await gotoHydrated(page, '/account');
  const details = page.getByRole('main').getByRole('form', { name: m.detailsTitle });
  const name = details.getByRole('textbox', { name: m.labels.displayName });
  await expect(name).toBeVisible();
  await expect(name).toHaveAccessibleDescription(m.displayNameNote);
  await expect(details.getByRole('textbox', { name: m.labels.name })).toHaveCount(0);
  await expect(details.getByRole('textbox', { name: m.labels.stageName })).toHaveCount(0);
  // Their organisation is optional, shown after their role beside their feedback (issue 38 item 1).
  const organisation = details.getByRole('textbox', { name: m.labels.organisation });
  await expect(organisation).toHaveAccessibleDescription(m.organisationHint);
  await organisation.fill('Northside Agency');
  // A blank name is refused without a word about certificates.
  await name.fill('');
  await details.getByRole('button', { name: m.save }).click();
  await expect(details.getByRole('alert')).toHaveText(fm.nameRequired);
  expect(fm.nameRequired).not.toMatch(/certificate/i);
  await name.fill('Lee Mensah');
  await details.getByRole('button', { name: m.save }).click();
  await expect(details.getByRole('status')).toHaveText(m.saved);
  await page.reload();
  await expect(details.getByRole('textbox', { name: m.labels.displayName })).toHaveValue('Lee Mensah');
  await expect(details.getByRole('textbox', { name: m.labels.organisation })).toHaveValue('Northside Agency');
});

test.describe('the password', () => {
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('a wrong current password is refused on its field; the right one changes it, and the new one signs in', async ({
    page,
  }) => {
    test.slow();
    const email = await openAccountSignedIn(page, 'account-password');
    const a = accountPage(page);
    const NEW_PASSWORD = 'N3w!Passw0rd-e2e';

    // Checked in the browser first: the confirmation must match.
    await a.current.fill(GOOD_PASSWORD);
    await a.newPassword.fill(NEW_PASSWORD);
    await a.confirm.fill('Something!Else1');
    await a.change.click();
    await expect(a.passwordAlerts).toHaveText('Passwords do not match');

    // The server refuses a wrong current password, on its field; what was typed stays.
    await a.current.fill('Wr0ng!Password');
    await a.confirm.fill(NEW_PASSWORD);
    await a.change.click();
    await expect(a.passwordAlerts.filter({ hasText: fm.wrongCurrentPassword })).toBeVisible();
    await expect(a.current).toBeFocused();
    await expect(a.newPassword).toHaveValue(NEW_PASSWORD);
    await expect(a.confirm).toHaveValue(NEW_PASSWORD);

    await a.current.fill(GOOD_PASSWORD);
    await a.change.click();
    await expect(a.passwordStatus).toHaveText(m.passwordChanged);
    await expect(a.current).toHaveValue('');
    await expect(a.newPassword).toHaveValue('');

    // Still signed in (a new session), then out through the menu: the page sends the visitor to sign in, where
    // the new password works (a deliberate sign-out keeps no return path: the program's home follows).
    await page.reload();
    await expect(a.email).toHaveValue(email);
    await page.getByRole('banner').getByRole('button', { name: mm.trigger }).click();
    await page.getByRole('menuitem', { name: mm.items.signOut }).click();
    await expect(page).toHaveURL(/\/program-auth$/);
    const card = authCard(page, { heading: PROGRAM_TITLE, toSignUp: 'Create an account' });
    await expect(card.heading).toBeVisible();
    // The old password is refused (an approved email gets the §8 text for it).
    await signInWith(card, email, GOOD_PASSWORD);
    await expect(card.alert).toHaveText(programAuthMessages.unconfirmed);
    await signInWith(card, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/program-dashboard$/);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`/account has no serious accessibility violations (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await openAccountSignedIn(page, `account-a11y-${theme}`);
    const a = accountPage(page);
    await expectNoSeriousA11yViolations(page, { label: `/account (${theme})` });
    // With field messages shown.
    await a.name.fill('');
    await a.save.click();
    await expect(a.detailsAlerts).toHaveText(fm.nameRequired);
    await expectNoSeriousA11yViolations(page, { label: `/account with a field message (${theme})` });
  });
}
