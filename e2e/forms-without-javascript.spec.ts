/**
 * The public forms without JavaScript (issue "Public pages as HTML with islands" item 2; docs/decisions/0001 "Forms
 * without JavaScript"): each is a real form the server answers itself. Sent empty or wrong, the page comes back with
 * each field's error and every typed value kept; sent valid, the browser is redirected to the page's confirmation,
 * the submission is stored and its email is in the outbox.
 */
import type { Page } from '@playwright/test';
import { CONTACT_SENT_TEXT, contactMessages, intakeMessages } from '../src/shared/messages/forms';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { STAFF_ADDRESS, uniqueToken } from './support/site';

// A page answered 422 (the form with its errors) is reported by the browser as a failed load: expected here.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 422/] });

const box = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

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
  const email = await waitForEmail({
    subject: `New artist intake application: ${stageName}`,
    ignore: before,
  });
  expect(email.to).toContain(STAFF_ADDRESS);
});
