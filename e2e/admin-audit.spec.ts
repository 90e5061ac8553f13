/**
 * The audit log, end to end (issue "Staff operations" item 7): an admin's changes (an artist added to the allow-list
 * and disabled, an agent added) are listed in /admin's Audit log tab, newest first, each in words with the person
 * acted on, the admin's email and the time; filtered by person (part of an email) and by kind, the filter kept in the
 * address through a reload. The log passes axe in the dark and the light theme.
 */
import { auditMessages as m } from '../src/shared/messages/audit';
import { uniqueEmail } from './support/accounts';
import { axeInBothThemes } from './support/axe';
import { expect, signInAs, test } from './support/staff';
import { gotoHydrated } from './support/ui';

test('the audit log lists staff actions and filters them by person and kind', async ({
  page,
  adminEmail,
}) => {
  const artist = uniqueEmail('audited-artist');
  const agent = uniqueEmail('audited-agent');
  await signInAs(page.request, adminEmail);

  // Three recorded actions, made through the staff API as the Allow-lists tab makes them.
  const added = await page.request.post('/api/admin/allow-lists/artist', { data: { email: artist } });
  expect(added.status(), await added.text()).toBe(201);
  const { entry } = (await added.json()) as { entry: { id: string } };
  const disabled = await page.request.patch(`/api/admin/allow-lists/artist/${entry.id}`, {
    data: { isEnabled: false },
  });
  expect(disabled.ok(), await disabled.text()).toBe(true);
  const agentAdded = await page.request.post('/api/admin/allow-lists/agent', { data: { email: agent } });
  expect(agentAdded.status(), await agentAdded.text()).toBe(201);

  await gotoHydrated(page, '/admin?tab=audit');
  await expect(page.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
  const entries = page.getByRole('list', { name: m.listTitle }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();

  // By person: the artist's two changes, newest first, each with the admin's email.
  const person = page.getByLabel(m.personFilter);
  await person.fill(artist);
  await expect(page).toHaveURL(/[?&]who=audited-artist/);
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Disabled on the artist allow-list');
  await expect(entries.nth(0)).toContainText(m.subject(artist));
  await expect(entries.nth(0)).toContainText(`${adminEmail}, `);
  await expect(entries.nth(1)).toContainText('Added to the artist allow-list');
  await expect(entries.nth(1)).toContainText(`${adminEmail}, `);

  // By kind as well: only the disabling.
  const kind = page.getByLabel(m.kindFilter);
  await kind.selectOption({ label: m.kinds['allow_list.disabled'] });
  await expect(page).toHaveURL(/[?&]kind=allow_list\.disabled/);
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText('Disabled on the artist allow-list');

  // The kind alone: every entry is a disabling (the artist's among them).
  await person.fill('');
  await expect(page).not.toHaveURL(/[?&]who=/);
  await expect(entries.filter({ hasText: m.subject(artist) })).toHaveCount(1);
  await expect(entries.filter({ hasNotText: /^Disabled on the (artist|agent) allow-list/ })).toHaveCount(0);

  // The agent, by part of their email and the kind of an addition.
  await person.fill(agent.split('@')[0]!);
  await kind.selectOption({ label: m.kinds['allow_list.added'] });
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText('Added to the agent allow-list');
  await expect(entries.nth(0)).toContainText(m.subject(agent));

  // A filter matching nothing says so.
  await kind.selectOption({ label: m.kinds['admin.revoked'] });
  await expect(page.getByText(m.emptyFiltered)).toBeVisible();

  // The filter is in the address: a reload shows the same.
  await kind.selectOption({ label: m.kinds['allow_list.added'] });
  const ready = async () => {
    await expect(page.getByLabel(m.kindFilter)).toHaveValue('allow_list.added');
    await expect(page.getByLabel(m.personFilter)).toHaveValue(agent.split('@')[0]!);
    await expect(entries).toHaveCount(1);
    await expect(entries.nth(0)).toContainText(m.subject(agent));
  };
  await page.reload();
  await ready();
  await axeInBothThemes(page, 'admin audit log', ready);
});
