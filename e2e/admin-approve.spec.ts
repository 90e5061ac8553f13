/**
 * An application's decision, end to end (issue "Staff operations" item 2): an applicant applies on
 * /artist-development through the real form; an admin (in a browser of their own) finds the application in
 * /admin's Inbox, reads its location and its Spotify link (opened in a new tab without the opener or the referrer),
 * and approves it through the confirmation; the applicant follows the emailed invitation to /program-auth, which
 * opens in sign-up mode with their email filled in, signs up, confirms through the confirmation email, and the
 * admin's Users tab lists them. Another application is declined through its confirmation and the applicant gets the
 * courteous answer; a decision someone else made first shows the server's message and then that decision. The
 * detail with its decision passes axe in both themes, and so do the open confirmations.
 */
import type { Browser, Page } from '@playwright/test';
import {
  accountFormMessages,
  programAuthCardMessages,
  programAuthMessages,
} from '../src/shared/messages/auth';
import { inboxMessages as im, inboxRequestMessages as irm } from '../src/shared/messages/inbox';
import { peopleMessages as pm } from '../src/shared/messages/people';
import { createConfirmedAccount, GOOD_PASSWORD, grantAdmin, uniqueEmail } from './support/accounts';
import { authCard, confirmationLink } from './support/auth-ui';
import { axeInBothThemes, expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, watchBrowserErrors } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { uniqueToken } from './support/site';
import { expectToast, gotoHydrated } from './support/ui';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What one applicant sends. */
interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  spotify: string;
}

function newApplicant(prefix: string): Applicant {
  const token = uniqueToken();
  return {
    firstName: `Amara${token}`,
    lastName: 'Okafor',
    email: `${prefix}-${token}@example.com`,
    location: `Atlanta, USA ${token}`,
    spotify: `https://open.spotify.example/artist/${token}`,
  };
}

const nameOf = (applicant: Applicant) => `${applicant.firstName} ${applicant.lastName}`;

/** Applies on /artist-development through the application dialog, as the applicant would. */
async function applyThroughTheForm(page: Page, applicant: Applicant): Promise<void> {
  await gotoHydrated(page, '/artist-development');
  await page.getByRole('main').getByRole('button', { name: 'APPLY NOW' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply to the Artist Development Program' });
  await expect(dialog).toBeVisible();
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await box('First name').fill(applicant.firstName);
  await box('Last name').fill(applicant.lastName);
  await box('Email').fill(applicant.email);
  await box('Stage name').fill('Nova Reign');
  await box('Location').fill(applicant.location);
  await dialog.getByRole('combobox', { name: 'Experience level' }).selectOption('intermediate');
  await dialog.getByRole('checkbox', { name: 'Afrobeat', exact: true }).check();
  await box('Spotify').fill(applicant.spotify);
  await box('Your goals').fill('Release an EP and book my first headline show.');
  await box('Why this program?').fill('I want to understand the business side before I sign anything.');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Application Submitted!');
  await expect(dialog).toBeHidden();
}

/** An admin in a browser of their own (the applicant keeps theirs), signed in; `finish` checks its console. */
async function adminBrowser(browser: Browser, allowedConsoleErrors: RegExp[] = []) {
  const part = () => Math.floor(Math.random() * 254) + 1;
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    // A client IP of its own, as every test's page has (e2e/support/fixtures.ts).
    extraHTTPHeaders: { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` },
  });
  const page = await context.newPage();
  const problems = watchBrowserErrors(page, allowedConsoleErrors);
  const email = uniqueEmail('approve-admin');
  await createConfirmedAccount(context.request, { list: 'artist', email });
  await grantAdmin(email);
  const signedIn = await context.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signedIn.ok()).toBe(true);
  return {
    page,
    email,
    finish: async () => {
      await context.close();
      expect(problems, `The admin's browser reported errors:\n${problems.join('\n')}`).toEqual([]);
    },
  };
}

/** The admin opens the Inbox, chooses Program applications, searches the applicant's email and opens the application. */
async function openApplication(page: Page, applicant: Applicant): Promise<void> {
  await gotoHydrated(page, '/admin?tab=inbox');
  const kinds = page.getByRole('tablist', { name: im.title, exact: true });
  const programTab = kinds.getByRole('tab', { name: new RegExp(`^${im.kinds['program-applications']}`) });
  await programTab.click();
  await expect(programTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(im.searchLabel).fill(applicant.email);
  const list = page.getByRole('list', { name: im.kinds['program-applications'] });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(applicant.email);
  await list.getByRole('link', { name: nameOf(applicant) }).click();
  await expect(page).toHaveURL(/[?&]item=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 3, name: nameOf(applicant) })).toBeFocused();
}

function decisionOf(page: Page) {
  const region = page.getByRole('region', { name: im.decisionTitle });
  return {
    region,
    approve: region.getByRole('button', { name: im.approve, exact: true }),
    decline: region.getByRole('button', { name: im.decline, exact: true }),
  };
}

/** The sentence of a decision by `actor` (any date). */
const decidedSentence = (decision: 'approved' | 'declined', actor: string) =>
  new RegExp(`^${escape(im.decided[decision](actor, '@@')).replace('@@', '.+')}$`);

test('an admin approves an application; the applicant signs up through the invitation and is listed', async ({
  page,
  browser,
}) => {
  test.slow();
  const applicant = newApplicant('approved-applicant');
  await applyThroughTheForm(page, applicant);

  const admin = await adminBrowser(browser);
  const staff = admin.page;
  await openApplication(staff, applicant);

  // Every field, among them the location and the Spotify link, which opens in a new tab without opener or referrer.
  const fields = staff.getByRole('region', { name: im.fieldsTitle });
  await expect(fields.getByRole('term').filter({ hasText: /^Location$/ })).toBeVisible();
  await expect(fields.getByRole('definition').filter({ hasText: applicant.location })).toHaveText(
    applicant.location,
  );
  const spotify = fields.getByRole('link', { name: new RegExp(`^${escape(applicant.spotify)}`) });
  await expect(spotify).toHaveAttribute('href', applicant.spotify);
  await expect(spotify).toHaveAttribute('target', '_blank');
  await expect(spotify).toHaveAttribute('rel', 'noopener noreferrer');

  // Undecided: what approving does, and the two buttons.
  const decision = decisionOf(staff);
  await expect(decision.region).toContainText(im.undecided);
  await expect(decision.approve).toBeEnabled();
  await expect(decision.decline).toBeEnabled();
  await axeInBothThemes(staff, 'inbox detail with its decision', async () => {
    await expect(staff.getByRole('heading', { level: 3, name: nameOf(applicant) })).toBeVisible();
    await expect(decisionOf(staff).approve).toBeVisible();
  });

  // The confirmation names the email, starts on Cancel and closes with Escape, giving the focus back.
  await decision.approve.click();
  const confirmation = staff.getByRole('alertdialog', { name: im.confirmApprove.title });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(im.confirmApprove.text(applicant.email));
  await expect(confirmation.getByRole('button', { name: im.cancel })).toBeFocused();
  await expectNoSeriousA11yViolations(staff, { label: 'approve confirmation' });
  await staff.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(decision.approve).toBeFocused();

  // Approved through the confirmation: the toast, the decided sentence (focused) and no more buttons.
  const before = await listOutbox();
  await decision.approve.click();
  await confirmation.getByRole('button', { name: im.confirmApprove.confirm }).click();
  await expectToast(staff, im.decisionSaved.approved.title, im.decisionSaved.approved.text);
  await expect(confirmation).toBeHidden();
  const approved = decidedSentence('approved', admin.email);
  await expect(decision.region.getByText(approved)).toBeVisible();
  await expect(staff.locator(':focus')).toHaveText(approved);
  await expect(decision.region.getByRole('button')).toHaveCount(0);
  await expect(staff.getByLabel(im.setStatus, { exact: true })).toHaveValue('done');
  const events = staff.getByRole('list', { name: im.historyTitle }).getByRole('listitem');
  await expect(events.filter({ hasText: im.historyDecision.approved })).toContainText(`${admin.email}, `);
  await expectNoSeriousA11yViolations(staff, { label: 'inbox detail, approved' });

  // The invitation: /program-auth in sign-up mode with the email filled in.
  const invitation = await waitForEmail({ subject: /^You are in/, to: applicant.email, ignore: before });
  const href = /https?:\/\/\S+\/program-auth\?\S+/.exec(invitation.text)?.[0];
  expect(href, `an invitation link in:\n${invitation.text}`).toBeTruthy();
  const link = new URL(href!);
  expect(link.searchParams.get('mode')).toBe('sign-up');
  expect(link.searchParams.get('email')).toBe(applicant.email);

  await gotoHydrated(page, `${link.pathname}${link.search}`);
  const card = authCard(page, {
    heading: programAuthCardMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });
  await expect(card.createAccount).toBeVisible();
  await expect(card.signIn).toHaveCount(0);
  await expect(card.email).toHaveValue(applicant.email);
  await card.password.fill(GOOD_PASSWORD);
  await card.confirmPassword.fill(GOOD_PASSWORD);
  await card.createAccount.click();
  await expect(card.status.filter({ hasText: programAuthMessages.accountCreated })).toBeVisible();

  // The confirmation email's link confirms the account and signs the learner in, on to the dashboard.
  await page.goto((await confirmationLink(applicant.email)).href);
  await expect(page).toHaveURL(/\/program-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();

  // The admin's Users tab lists the new learner.
  await gotoHydrated(staff, '/admin?tab=users');
  await staff.getByRole('searchbox', { name: pm.searchLabel }).fill(applicant.email);
  const people = staff.getByRole('table', { name: pm.listTitle });
  await expect(people.getByRole('row').filter({ hasText: applicant.email })).toHaveCount(1);
  await expect(people.getByRole('row')).toHaveCount(2);

  await admin.finish();
});

test('an admin declines an application; the applicant gets the courteous answer', async ({
  page,
  browser,
}) => {
  test.slow();
  const applicant = newApplicant('declined-applicant');
  await applyThroughTheForm(page, applicant);

  const admin = await adminBrowser(browser);
  const staff = admin.page;
  await openApplication(staff, applicant);

  const decision = decisionOf(staff);
  const before = await listOutbox();
  await decision.decline.click();
  const confirmation = staff.getByRole('alertdialog', { name: im.confirmDecline.title });
  await expect(confirmation).toContainText(im.confirmDecline.text(applicant.email));
  await expect(confirmation.getByRole('button', { name: im.cancel })).toBeFocused();
  await expectNoSeriousA11yViolations(staff, { label: 'decline confirmation' });
  await confirmation.getByRole('button', { name: im.confirmDecline.confirm }).click();
  await expectToast(staff, im.decisionSaved.declined.title, im.decisionSaved.declined.text);
  await expect(confirmation).toBeHidden();
  await expect(decision.region.getByText(decidedSentence('declined', admin.email))).toBeVisible();
  await expect(decision.region.getByRole('button')).toHaveCount(0);
  const events = staff.getByRole('list', { name: im.historyTitle }).getByRole('listitem');
  await expect(events.filter({ hasText: im.historyDecision.declined })).toContainText(`${admin.email}, `);

  const answer = await waitForEmail({
    subject: /^Your application to the/,
    to: applicant.email,
    ignore: before,
  });
  expect(answer.text).toContain(`Hi ${applicant.firstName},`);

  // The other decision afterwards is refused.
  const itemId = new URL(staff.url()).searchParams.get('item');
  const approve = await staff.request.post(`/api/admin/inbox/program-applications/${itemId}/approve`);
  expect(approve.status()).toBe(409);
  expect((await approve.json()) as unknown).toMatchObject({ error: { code: 'application_decided' } });

  // The decided detail in the light theme too.
  await axeInBothThemes(staff, 'inbox detail, declined', async () => {
    await expect(decisionOf(staff).region.getByText(decidedSentence('declined', admin.email))).toBeVisible();
  });

  await admin.finish();
});

test('a decision someone else made first: the server says so and the detail shows it', async ({
  page,
  browser,
}) => {
  const applicant = newApplicant('raced-applicant');
  const sent = await page.request.post('/api/program-applications', {
    data: {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      experienceLevel: 'beginner',
      goals: 'Finish my first album.',
      whyProgram: 'To learn how releases work.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // The refusal (409) is an answer the detail shows; the browser logs it.
  const admin = await adminBrowser(browser, [/status of 409/]);
  const staff = admin.page;
  await openApplication(staff, applicant);
  const decision = decisionOf(staff);
  await expect(decision.approve).toBeVisible();

  // Another staff member declines it meanwhile.
  const itemId = new URL(staff.url()).searchParams.get('item');
  const declined = await staff.request.post(`/api/admin/inbox/program-applications/${itemId}/decline`);
  expect(declined.ok()).toBe(true);

  await decision.approve.click();
  const confirmation = staff.getByRole('alertdialog', { name: im.confirmApprove.title });
  await confirmation.getByRole('button', { name: im.confirmApprove.confirm }).click();
  await expectToast(staff, im.actionFailed, irm.alreadyDecided('declined'));
  await expect(confirmation).toBeHidden();
  await expect(decision.region.getByText(decidedSentence('declined', admin.email))).toBeVisible();
  await expect(decision.region.getByRole('button')).toHaveCount(0);

  await admin.finish();
});
