/**
 * The staff inbox, end to end (issue "Staff operations" item 1): a visitor sends a contact message; an admin opens
 * /admin?tab=inbox and sees the count of new items on the Inbox tab and on Contact messages, searches for the
 * visitor, checks that the Export CSV link (and the file it downloads) follows the filter, opens the message and
 * finds every field (the email a mailto link), sets the status to In progress and adds a note — both in the history
 * with the admin's email, in order, still there after a reload — and the list filtered by Done leaves it out. The
 * list and the detail pass axe in the dark and the light theme.
 */
import { adminMessages as am } from '../src/shared/messages/admin';
import { inboxMessages as im } from '../src/shared/messages/inbox';
import { createConfirmedAccount, GOOD_PASSWORD, grantAdmin, uniqueEmail } from './support/accounts';
import { axeInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { uniqueToken } from './support/site';
import { expectToast, gotoHydrated } from './support/ui';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an admin finds a contact message in the inbox, sets its status and adds a note', async ({ page }) => {
  test.slow();
  const token = uniqueToken();
  const visitor = {
    name: `Inbox Visitor ${token}`,
    email: `inbox-visitor-${token}@example.com`,
    subject: `Booking a showcase ${token}`,
    message: `Hello team, we would like to book a showcase in the spring. Ref ${token}.`,
  };

  // A visitor sends a contact message, as the contact form does.
  const sent = await page.request.post('/api/contact', { data: visitor });
  expect(sent.ok(), await sent.text()).toBe(true);

  // An admin signs in.
  const adminEmail = uniqueEmail('inbox-admin');
  await createConfirmedAccount(page.request, { list: 'artist', email: adminEmail });
  await grantAdmin(adminEmail);
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: adminEmail, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signedIn.ok()).toBe(true);

  // The Inbox tab comes first, chosen by the address, and says how many items are new.
  await gotoHydrated(page, '/admin?tab=inbox');
  const adminTabs = page.getByRole('tablist', { name: am.title });
  const inboxTab = adminTabs.getByRole('tab').first();
  await expect(inboxTab).toHaveAccessibleName(/^Inbox, \d+ new$/);
  await expect(inboxTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: im.title })).toBeVisible();

  // Contact messages, with their own count; the search finds the visitor by name.
  const kinds = page.getByRole('tablist', { name: im.title, exact: true });
  const contactTab = kinds.getByRole('tab', { name: new RegExp(`^${im.kinds['contact-messages']}`) });
  await contactTab.click();
  await expect(contactTab).toHaveAttribute('aria-selected', 'true');
  await expect(contactTab).toHaveAccessibleName(/^Contact messages, \d+ new$/);
  await page.getByLabel(im.searchLabel).fill(visitor.name);
  const list = page.getByRole('list', { name: im.kinds['contact-messages'] });
  const row = list.getByRole('listitem').filter({ hasText: visitor.name });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(row).toContainText(visitor.email);
  await expect(row).toContainText(visitor.subject);
  await expect(row).toContainText(im.statuses.new);
  await expect(row).toContainText(im.received);
  await expect(page).toHaveURL(/[?&]q=Inbox(\+|%20)Visitor/);

  // Export CSV follows the filter, and the file holds the message.
  const exportLink = page.getByRole('link', { name: im.exportCsv });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/api/admin/inbox/contact-messages/export.csv?q=${encodeURIComponent(visitor.name)}`,
  );
  const csv = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(await csv.text()).toContain(visitor.subject);

  const listReady = async () => {
    await expect(page.getByRole('link', { name: visitor.name })).toBeVisible();
    await expect(page.getByLabel(im.searchLabel)).toHaveValue(visitor.name);
  };
  await axeInBothThemes(page, 'admin inbox (list)', listReady);

  // The detail: every field with its label, the email a mailto link.
  await page.getByRole('link', { name: visitor.name }).click();
  await expect(page).toHaveURL(/[?&]item=[0-9a-f-]{36}/);
  const heading = page.getByRole('heading', { level: 3, name: visitor.name });
  await expect(heading).toBeFocused();
  const fields = page.getByRole('region', { name: im.fieldsTitle });
  const submitted: [label: string, value: string][] = [
    ['Name', visitor.name],
    ['Email', visitor.email],
    ['Subject', visitor.subject],
    ['Message', visitor.message],
  ];
  for (const [label, value] of submitted) {
    await expect(fields.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(
      fields.getByRole('definition').filter({ hasText: new RegExp(`^${escape(value)}$`) }),
    ).toBeVisible();
  }
  const mail = fields.getByRole('link', { name: visitor.email });
  await expect(mail).toHaveAttribute('href', `mailto:${visitor.email}`);
  await expect(mail).not.toHaveAttribute('target', /./);
  const history = page.getByRole('region', { name: im.historyTitle });
  await expect(history).toContainText(im.noHistory);

  // The status saves as soon as it is chosen; the note is added; both join the history, oldest first.
  await page.getByLabel(im.setStatus, { exact: true }).selectOption(im.statuses['in-progress']);
  await expectToast(page, im.statusSaved.title, im.statusSaved.text);
  const note = `Called back, a showcase in April works for them. ${token}`;
  const noteBox = page.getByLabel(im.noteLabel);
  await noteBox.fill(note);
  await page.getByRole('button', { name: im.addNote }).click();
  await expectToast(page, im.noteSaved.title, im.noteSaved.text);
  await expect(noteBox).toHaveValue('');

  const detailReady = async () => {
    await expect(page.getByRole('heading', { level: 3, name: visitor.name })).toBeVisible();
    const events = page.getByRole('list', { name: im.historyTitle }).getByRole('listitem');
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText(im.statusChanged(im.statuses['in-progress']));
    await expect(events.nth(0)).toContainText(`${adminEmail}, `);
    await expect(events.nth(1)).toContainText(note);
    await expect(events.nth(1)).toContainText(`${adminEmail}, `);
    await expect(page.getByLabel(im.setStatus, { exact: true })).toHaveValue('in-progress');
  };
  await detailReady();

  // A reload keeps the item open with its status and history.
  await page.reload();
  await detailReady();
  await axeInBothThemes(page, 'admin inbox (detail)', detailReady);

  // Back to the list, its search kept; filtered by Done it leaves the message out, by In progress it shows it.
  await page.getByRole('link', { name: im.back }).click();
  await expect(page.getByRole('link', { name: visitor.name })).toBeFocused();
  await expect(row).toContainText(im.statuses['in-progress']);
  await page.getByLabel(im.statusFilter, { exact: true }).selectOption(im.statuses.done);
  await expect(page.getByText(im.emptySearch)).toBeVisible();
  await expect(page.getByRole('link', { name: visitor.name })).toHaveCount(0);
  await expect(exportLink).toHaveAttribute(
    'href',
    `/api/admin/inbox/contact-messages/export.csv?status=done&q=${encodeURIComponent(visitor.name)}`,
  );
  await page.getByLabel(im.statusFilter, { exact: true }).selectOption(im.statuses['in-progress']);
  await expect(page.getByRole('link', { name: visitor.name })).toBeVisible();
});
