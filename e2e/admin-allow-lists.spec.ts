/**
 * The allow-lists in the browser, end to end (issue "Staff operations" item 3): an admin opens /admin's Allow-lists
 * tab; a mistyped address is refused with its message under the field and the typing kept; the corrected one is
 * added to approved artists. That person signs up and is signed in, in a browser of their own; the admin finds the
 * entry (now with an account) and disables it through the confirmation, and the person's next page load shows them
 * signed out. The entry's history lists each change with the admin's email; enabling it again joins the history.
 * An agent is added to approved agents. The list and the entry pass axe in the dark and the light theme.
 */
import { allowListMessages as m } from '../src/shared/messages/allow-lists';
import { createConfirmedAccount, uniqueEmail } from './support/accounts';
import { axeInBothThemes } from './support/axe';
import { expect, otherBrowser, signInAs, test } from './support/staff';
import { expectToast, gotoHydrated } from './support/ui';

test('staff add an artist to the allow-list, and disabling the entry signs that person out', async ({
  page,
  browser,
  adminEmail,
}) => {
  test.slow();
  const email = uniqueEmail('allowed-artist');
  await signInAs(page.request, adminEmail);
  await gotoHydrated(page, '/admin?tab=allow-lists');
  await expect(page.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
  const lists = page.getByRole('tablist', { name: m.title, exact: true });
  await expect(lists.getByRole('tab', { name: m.lists.artist })).toHaveAttribute('aria-selected', 'true');

  // A mistyped address: its message under the field, the typing kept, nothing added.
  const field = page.getByLabel(m.addLabel.artist);
  const add = page.getByRole('button', { name: m.add, exact: true });
  const mistyped = email.replace('@', '');
  await field.fill(mistyped);
  await add.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /email/i })).toBeVisible();
  await expect(field).toHaveValue(mistyped);
  await expect(field).toBeFocused();

  // The corrected address is added: the field empties, and the search finds it, enabled, without an account.
  await field.fill(email);
  await add.click();
  await expectToast(page, m.added.title, m.added.text(email));
  await expect(field).toHaveValue('');
  await page.getByLabel(m.searchLabel).fill(email);
  const list = page.getByRole('list', { name: m.lists.artist });
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(row).toContainText(m.enabled);
  await expect(row).toContainText(m.noAccount);
  await expect(page).toHaveURL(/[?&]q=allowed-artist/);

  // Adding it again changes nothing.
  await field.fill(email.toUpperCase());
  await add.click();
  await expectToast(page, m.alreadyThere.title, m.alreadyThere.text(email));

  // The person signs up (the list lets them) and is signed in, in a browser of their own.
  const artist = await otherBrowser(browser);
  await createConfirmedAccount(artist.context.request, { list: 'artist', email, signedIn: true });
  await gotoHydrated(artist.page, '/program-dashboard');
  await expect(artist.page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();

  // The admin sees the account, and disables the entry through the confirmation.
  await page.reload();
  await expect(row).toContainText(m.hasAccount);
  const listReady = async () => {
    // The pointer off the buttons: a hovered primary button is lighter (its own contrast is checked unhovered).
    await page.mouse.move(0, 0);
    await expect(row).toBeVisible();
    await expect(page.getByLabel(m.searchLabel)).toHaveValue(email);
  };
  await listReady();
  await axeInBothThemes(page, 'admin allow-lists (list)', listReady);
  await row.getByRole('button', { name: m.disableFor(email) }).click();
  const confirm = page.getByRole('alertdialog', { name: m.confirmDisable.title });
  await expect(confirm).toContainText(m.confirmDisable.text(email));
  await expect(confirm.getByRole('button', { name: m.cancel })).toBeFocused();
  await confirm.getByRole('button', { name: m.confirmDisable.confirm }).click();
  await expectToast(page, m.saved.disabled.title, m.saved.disabled.text(email));
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(m.disabled);
  await expect(row.getByRole('button', { name: m.enableFor(email) })).toBeFocused();

  // Their next page load shows them signed out: the dashboard sends them to sign in.
  await artist.page.reload();
  await expect(artist.page).toHaveURL(/\/program-auth$/);
  const session = await artist.context.request.get('/api/auth/session');
  expect(((await session.json()) as { session: unknown }).session).toBeNull();

  // The entry's history: added, then disabled, each by the admin; enabling it again joins it.
  await row.getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/[?&]entry=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 3, name: email })).toBeFocused();
  const changes = page.getByRole('list', { name: m.history }).getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText(m.changes['allow_list.disabled']);
  await expect(changes.nth(0)).toContainText(`${adminEmail}, `);
  await expect(changes.nth(1)).toContainText(m.changes['allow_list.added']);
  await expect(changes.nth(1)).toContainText(`${adminEmail}, `);
  await page.getByRole('button', { name: m.enableFor(email) }).click();
  await expectToast(page, m.saved.enabled.title, m.saved.enabled.text(email));
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toContainText(m.changes['allow_list.enabled']);
  const entryReady = async () => {
    await expect(page.getByRole('heading', { level: 3, name: email })).toBeVisible();
    await expect(changes).toHaveCount(3);
  };
  await page.reload();
  await entryReady();
  await axeInBothThemes(page, 'admin allow-lists (entry)', entryReady);

  // Back to the list, its search kept; the entry's link takes the focus.
  await page.getByRole('link', { name: m.back }).click();
  await expect(page.getByRole('link', { name: email })).toBeFocused();
  await expect(page.getByLabel(m.searchLabel)).toHaveValue(email);

  // Approved agents: their own list.
  const agent = uniqueEmail('allowed-agent');
  await lists.getByRole('tab', { name: m.lists.agent }).click();
  await expect(page).toHaveURL(/[?&]list=agent/);
  await page.getByLabel(m.addLabel.agent).fill(agent);
  await page.getByRole('button', { name: m.add, exact: true }).click();
  await expectToast(page, m.added.title, m.added.text(agent));
  await page.getByLabel(m.searchLabel).fill(agent);
  await expect(page.getByRole('list', { name: m.lists.agent }).getByRole('listitem')).toHaveCount(1);

  await artist.finish();
});
