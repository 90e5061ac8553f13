/**
 * The public forms without JavaScript (issue "Public pages as HTML with islands" item 2; docs/decisions/0001 "Forms
 * without JavaScript"): each is a real form the server answers itself. Sent empty or wrong, the page comes back with
 * each field's error and every typed value kept; sent valid, the browser is redirected to the page's confirmation,
 * the submission is stored and its email is in the outbox. The four forms: contact, artist intake, the touring
 * inquiry on /touring-services, and the program application on /artist-development, reached through APPLY NOW, a
 * link to the page's `#apply` section (shown as the page's target), where the answer also opens.
 */
import type { Locator, Page } from '@playwright/test';
import {
  CONTACT_SENT_TEXT,
  contactMessages,
  INTAKE_RECEIVED_TEXT,
  intakeMessages,
  touringFormMessages,
  touringMessages,
} from '../src/shared/messages/forms';
import {
  applicationFormMessages,
  programApplicationMessages,
  programLandingMessages,
} from '../src/shared/messages/program';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { PROGRAM_ADDRESS, STAFF_ADDRESS, uniqueToken } from './support/site';

// A page answered 422 (the form with its errors) is reported by the browser as a failed load: expected here.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 422/] });

const box = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

/**
 * Ticks a box from the keyboard, as the forms are sent (focus brings it into view at once; the page scrolls smoothly,
 * so a pointer aimed at a box further down would chase it).
 */
async function tick(checkbox: Locator): Promise<void> {
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

test('the contact form: errors with the typed values kept, then Message Sent! and the staff email', async ({
  page,
}) => {
  await page.goto('/contact');
  await box(page, 'Name').fill('Ada Lovelace');
  await box(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: /send message/i }).click();

  await expect(page).toHaveURL(/\/contact$/);
  await expect(box(page, 'Name')).toHaveValue('Ada Lovelace');
  await expect(box(page, 'Email')).toHaveValue('not-an-email');
  for (const name of ['Email', 'Subject', 'Message'])
    await expect(box(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

  const token = uniqueToken();
  const subject = `No-script question ${token}`;
  const before = await listOutbox();
  await box(page, 'Email').fill('ada@example.com');
  await box(page, 'Subject').fill(subject);
  await box(page, 'Message').fill(`Hello team, sent without any script. Ref ${token}.`);
  await page.getByRole('button', { name: /send message/i }).click();

  await expect(page).toHaveURL(/\/contact\?submitted=1$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: contactMessages.success.title })).toBeVisible();
  await expect(page.getByText(CONTACT_SENT_TEXT)).toBeVisible();
  const email = await waitForEmail({ subject: `New contact message: ${subject}`, ignore: before });
  expect(email.to).toContain(STAFF_ADDRESS);
  expect(email.text).toContain(`Ref ${token}.`);
});

test('the artist intake: required fields flagged with the values kept, then the lasting confirmation and the email', async ({
  page,
}) => {
  await page.goto('/artist-intake');
  const stageName = `No Script ${uniqueToken()}`;
  await box(page, 'Stage name').fill(stageName);
  // From the keyboard: the long form's button is reached by focus, as a keyboard user sends it.
  await page.getByRole('button', { name: /submit application/i }).press('Enter');

  await expect(page).toHaveURL(/\/artist-intake$/);
  await expect(box(page, 'Stage name')).toHaveValue(stageName);
  for (const name of ['Legal name', 'Email', 'Location', 'Primary genres', 'Six-month goals'])
    await expect(box(page, name)).toHaveAttribute('aria-invalid', 'true');

  const before = await listOutbox();
  await box(page, 'Legal name').fill('Jamie Rivers Okafor');
  await box(page, 'Email').fill('jamie.rivers@example.com');
  await box(page, 'Location').fill('Atlanta, USA');
  await box(page, 'Primary genres').fill('R&B, Pop');
  await box(page, 'Musical influences').fill('Sade, Frank Ocean');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Have you released music?' })
    .selectOption('yes');
  await page.getByRole('main').getByRole('combobox', { name: 'Do you have management?' }).selectOption('no');
  await box(page, 'Six-month goals').fill('Release an EP and play my first headline show.');
  await box(page, 'Top challenges').fill('Finding the right producers.');
  await page.getByRole('button', { name: /submit application/i }).press('Enter');

  // The post stores the application and its emails, then the browser follows the redirect: room for a busy machine.
  await expect(page).toHaveURL(/\/artist-intake\?submitted=1$/, { timeout: 30_000 });
  await expect(page.getByText(intakeMessages.success.text)).toBeVisible();
  // The line that says when the label replies stays on the confirmation (issue 38 item 5).
  await expect(page.getByText(INTAKE_RECEIVED_TEXT, { exact: true })).toBeVisible();
  const email = await waitForEmail({
    subject: `New artist intake application: ${stageName}`,
    ignore: before,
  });
  expect(email.to).toContain(STAFF_ADDRESS);
});

test('the touring inquiry: required fields flagged with the values kept, then the confirmation and the staff email', async ({
  page,
}) => {
  const t = touringFormMessages;
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: t.submit });
  await page.goto('/touring-services');
  const token = uniqueToken();
  const stageName = `No Script Tour ${token}`;
  await box(page, t.stageName).fill(stageName);
  await box(page, t.email).fill('jordan@');
  await tick(main.getByRole('checkbox', { name: 'Afrobeats', exact: true }));
  await main.getByRole('combobox', { name: t.budget }).selectOption('500-2000');
  await submit.press('Enter');

  await expect(page).toHaveURL(/\/touring-services$/);
  await expect(box(page, t.stageName)).toHaveValue(stageName);
  await expect(box(page, t.email)).toHaveValue('jordan@');
  await expect(main.getByRole('checkbox', { name: 'Afrobeats', exact: true })).toBeChecked();
  await expect(main.getByRole('combobox', { name: t.budget })).toHaveValue('500-2000');
  for (const name of [t.contact, t.email, t.links, t.regions])
    await expect(box(page, name)).toHaveAttribute('aria-invalid', 'true');
  for (const name of [t.stageName, t.phone, t.notes])
    await expect(box(page, name)).not.toHaveAttribute('aria-invalid', 'true');

  const before = await listOutbox();
  await box(page, t.contact).fill('Jordan Lee, Manager');
  await box(page, t.email).fill('jordan@example.com');
  await box(page, t.links).fill(`https://listen.example/no-script-${token}`);
  await box(page, t.regions).fill('UK, West Africa');
  await tick(main.getByRole('checkbox', { name: 'Route Planning', exact: true }));
  await box(page, t.notes).fill(`Sent without any script. Ref ${token}.`);
  await submit.press('Enter');

  await expect(page).toHaveURL(/\/touring-services\?submitted=1$/, { timeout: 30_000 });
  await expect(main.getByRole('heading', { name: touringMessages.success.title })).toBeVisible();
  await expect(main.getByText(touringMessages.success.text)).toBeVisible();
  const email = await waitForEmail({ subject: `New touring inquiry: ${stageName}`, ignore: before });
  expect(email.to).toContain(STAFF_ADDRESS);
  for (const value of [
    'Jordan Lee, Manager',
    'jordan@example.com',
    'Afrobeats',
    '$500 - $2,000',
    'Route Planning',
    `Ref ${token}.`,
  ])
    expect(email.text, `email body contains ${value}`).toContain(value);
});

test('the program application: APPLY NOW opens its section, errors with the values kept, then the confirmation and both emails', async ({
  page,
}) => {
  const t = applicationFormMessages;
  await page.goto('/artist-development');
  const section = page.getByRole('region', { name: t.title });
  await expect(section).toBeHidden();
  // Without the scripts APPLY NOW (a link with a button's role: with them it opens the dialog) leads to the section.
  const applyNow = page
    .getByRole('main')
    .getByRole('button', { name: programLandingMessages.applyNow })
    .first();
  await expect(applyNow).toHaveAttribute('href', '#apply');
  await applyNow.click();
  await expect(page).toHaveURL(/\/artist-development#apply$/);
  await expect(section).toBeVisible();

  const field = (name: string) => section.getByRole('textbox', { name, exact: true });
  const level = section.getByRole('combobox', { name: t.experienceLevel });
  const genre = (name: string) => section.getByRole('checkbox', { name, exact: true });
  const submit = section.getByRole('button', { name: t.submit });
  const token = uniqueToken();
  const firstName = `Amara${token}`;
  const email = `applicant-${token}@example.com`;
  await field(t.firstName).fill(firstName);
  await field(t.email).fill('amara@');
  await tick(genre('Afrobeat'));
  await submit.press('Enter');

  // The answer opens on the section again, with the errors and what was typed.
  await expect(page).toHaveURL(/\/artist-development#apply$/);
  await expect(section).toBeVisible();
  await expect(field(t.firstName)).toHaveValue(firstName);
  await expect(field(t.email)).toHaveValue('amara@');
  await expect(genre('Afrobeat')).toBeChecked();
  for (const name of [t.lastName, t.email, t.goals, t.whyProgram])
    await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
  await expect(level).toHaveAttribute('aria-invalid', 'true');
  for (const name of [t.firstName, t.phone, t.stageName])
    await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');

  const before = await listOutbox();
  await field(t.lastName).fill('Okafor');
  await field(t.email).fill(email);
  await field(t.stageName).fill('Nova Reign');
  await level.selectOption('intermediate');
  await tick(genre('R&B/Soul'));
  await field(t.goals).fill(`Release an EP without any script. Ref ${token}.`);
  await field(t.whyProgram).fill('I want to understand the business side before I sign anything.');
  await submit.press('Enter');

  await expect(page).toHaveURL(/\/artist-development\?submitted=1#apply$/, { timeout: 30_000 });
  await expect(
    section.getByRole('heading', { name: programApplicationMessages.success.title }),
  ).toBeVisible();
  await expect(section.getByText(programApplicationMessages.success.text)).toBeVisible();
  const notification = await waitForEmail({
    subject: `New program application: ${firstName} Okafor`,
    to: PROGRAM_ADDRESS,
    ignore: before,
  });
  for (const value of [
    email,
    'Nova Reign',
    'Intermediate (2-5 years)',
    'R&B/Soul, Afrobeat',
    `Ref ${token}.`,
  ])
    expect(notification.text, `notification contains ${value}`).toContain(value);
  const welcome = await waitForEmail({ subject: /^Welcome to /, to: email, ignore: before });
  expect(welcome.text).toContain(`Hi ${firstName},`);
});
