/**
 * Email that staff can see (issue "Staff operations" item 6), end to end: a learner's first visit to the members
 * dashboard enrols them and queues their welcome email; the email, read from the outbox, links to /unsubscribe,
 * which (signed out) asks before stopping the reminders and then says they are stopped; a link without a token says
 * it does not work. An admin opens /admin?tab=emails and finds the welcome — recipient, subject, kind, status and
 * attempts — follows the status and kind filters, and sees the empty state. Every page passes axe in the dark and
 * the light theme. (Retry on a failed email is the API suite's: a real failure takes eight attempts over an hour.)
 */
import { adminMessages as am } from '../src/shared/messages/admin';
import { emailMessages as em, unsubscribeMessages as um } from '../src/shared/messages/emails';
import { createConfirmedAccount, GOOD_PASSWORD, grantAdmin, uniqueEmail } from './support/accounts';
import { axeInBothThemes, expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForEmail } from './support/outbox';
import { gotoHydrated } from './support/ui';

test('a learner’s welcome email stops reminders without signing in, and staff see it in the Emails tab', async ({
  page,
  request,
}) => {
  test.slow();
  // A learner signs in and opens the members dashboard: enrolled, welcomed.
  const learner = uniqueEmail('welcomed');
  await createConfirmedAccount(request, { list: 'artist', email: learner, signedIn: true });
  const dashboard = await request.get('/api/program/dashboard');
  expect(dashboard.ok(), await dashboard.text()).toBe(true);
  const welcome = await waitForEmail({ subject: /^You are enrolled in /, to: learner });
  const links = [...welcome.text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
  expect(links[0]!.pathname).toBe('/program-dashboard');
  const unsubscribe = links.at(-1)!;
  expect(unsubscribe.pathname).toBe('/unsubscribe');
  expect(unsubscribe.searchParams.get('token')).toBeTruthy();

  // Signed out, the link opens a page that asks first.
  await gotoHydrated(page, `${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { level: 1, name: um.title })).toBeVisible();
  await expect(page.getByText(um.intro)).toBeVisible();
  const stop = page.getByRole('button', { name: um.confirm });
  await axeInBothThemes(page, 'unsubscribe', () => expect(stop).toBeVisible());
  await stop.click();
  const done = page.getByRole('heading', { level: 2, name: um.doneTitle });
  await expect(done).toBeFocused();
  await expect(page.getByText(um.doneText)).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'unsubscribe (done)' });

  // A link that lost its token says so.
  await gotoHydrated(page, '/unsubscribe');
  const invalid = page.getByRole('heading', { level: 2, name: um.invalidTitle });
  await axeInBothThemes(page, 'unsubscribe (invalid link)', () => expect(invalid).toBeVisible());
  await expect(page.getByRole('alert')).toContainText(um.invalidText);

  // An admin opens the Emails tab.
  const adminEmail = uniqueEmail('emails-admin');
  await createConfirmedAccount(page.request, { list: 'artist', email: adminEmail });
  await grantAdmin(adminEmail);
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: adminEmail, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signedIn.ok()).toBe(true);
  await gotoHydrated(page, '/admin?tab=emails');
  const emailsTab = page.getByRole('tablist', { name: am.title }).getByRole('tab', { name: /^Emails/ });
  await expect(emailsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: em.title })).toBeVisible();
  const anyRow = page.getByRole('list', { name: em.listTitle }).getByRole('listitem').first();
  await axeInBothThemes(page, 'admin emails', () => expect(anyRow).toBeVisible());

  // Among the welcome emails (other journeys' emails may be newer), this one: subject, recipient, kind, sent after
  // one attempt, no Retry.
  await page.getByLabel(em.kindFilter, { exact: true }).selectOption(em.kinds.welcome);
  const list = page.getByRole('list', { name: em.listTitle });
  const row = list.getByRole('listitem').filter({ hasText: learner });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(welcome.subject);
  await expect(row.getByRole('definition').filter({ hasText: learner })).toBeVisible();
  await expect(row).toContainText(em.kinds.welcome);
  await expect(row).toContainText(em.statuses.sent);
  await expect(row).toContainText(em.attempts(1));
  await expect(row).toContainText(em.sentAt);
  await expect(row.getByRole('button', { name: new RegExp(`^${em.retry}`) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'admin emails (welcome)' });

  // Filtered by Failed, no welcome is left: the empty state.
  await page.getByLabel(em.statusFilter, { exact: true }).selectOption(em.statuses.failed);
  await expect(page.getByText(em.empty)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel(em.statusFilter, { exact: true }).selectOption(em.statuses.sent);
  await expect(row).toBeVisible();
});
