/**
 * Contact form (site-and-portals.md §2.9, §4 "Contact form", §5, §8 "Contact", §9): validation with inline
 * errors and toasts, angle brackets stripped as you type, fields disabled while sending, the 'Message Sent!'
 * state, the staff notification email, 'Send Another Message', and the Alt+T toast hotkey.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { STAFF_ADDRESS, uniqueToken } from './support/site';
import { countRequests, expectToast, gotoHydrated, holdRequests, toaster } from './support/ui';

const CONTACT_API = /\/api\/contact$/;

function fields(page: Page) {
  const form = page.getByRole('main');
  return {
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    subject: form.getByRole('textbox', { name: 'Subject', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    send: form.getByRole('button', { name: /send message/i }),
  };
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/contact');
});

test('submitting empty flags every field and shows the validation toast; nothing is sent', async ({
  page,
}) => {
  const posts = countRequests(page, CONTACT_API);
  const f = fields(page);
  await f.send.click();

  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  for (const field of [f.name, f.email, f.subject, f.message]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' }),
  ).toHaveCount(4);
  expect(posts.count).toBe(0);

  // Fixing a field clears its error on the next submit.
  await f.name.fill('Ada Lovelace');
  await f.send.click();
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
});

test("a malformed email shows 'Invalid Email'", async ({ page }) => {
  const posts = countRequests(page, CONTACT_API);
  const f = fields(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill('ada-at-example');
  await f.subject.fill('Hello');
  await f.message.fill('A long enough message for the form.');
  await f.send.click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
  ).toBeVisible();
  expect(posts.count).toBe(0);
});

test("a message under 10 characters shows 'Message Too Short'", async ({ page }) => {
  const posts = countRequests(page, CONTACT_API);
  const f = fields(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill('ada@example.com');
  await f.subject.fill('Hello');
  await f.message.fill('Too short');
  await f.send.click();
  await expectToast(
    page,
    'Message Too Short',
    'Please provide a more detailed message (minimum 10 characters).',
  );
  await expect(f.message).toHaveAttribute('aria-invalid', 'true');
  expect(posts.count).toBe(0);
});

test('angle brackets are stripped as you type', async ({ page }) => {
  const f = fields(page);
  await f.name.pressSequentially('<b>Ada</b>');
  await expect(f.name).toHaveValue('bAda/b');
  await f.subject.fill('<script>alert(1)</script>');
  await expect(f.subject).toHaveValue('scriptalert(1)/script');
  await f.message.pressSequentially('1 < 2 > 0');
  await expect(f.message).toHaveValue('1  2  0');
});

test('a valid message is sent: fields disabled while sending, Message Sent!, staff email, Send Another Message', async ({
  page,
}) => {
  const token = uniqueToken();
  const subject = `Booking question ${token}`;
  const before = await listOutbox();
  const f = fields(page);
  await f.name.fill('  Ada Lovelace  ');
  await f.email.fill('Ada.Lovelace@Example.com');
  await f.subject.fill(subject);
  await f.message.fill(`Hello team, I would like to talk about a show. Ref ${token}.`);

  const request = await holdRequests(page, CONTACT_API);
  await f.send.click();
  await request.held;
  for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toBeDisabled();
  await expect(page.getByRole('button', { name: /sending/i })).toBeDisabled();
  request.release();

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expectToast(page, 'Message Sent!', "Thank you for your message. We'll get back to you soon.");
  await expect(page.getByText(/24-48 hours/)).toBeVisible();

  const email = await waitForEmail({ subject: `New contact message: ${subject}`, ignore: before });
  expect(email.to).toContain(STAFF_ADDRESS);
  expect(email.text).toContain('Ada Lovelace');
  expect(email.text).toContain('ada.lovelace@example.com');
  expect(email.text).toContain(`Hello team, I would like to talk about a show. Ref ${token}.`);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  const again = fields(page);
  await expect(again.name).toBeVisible();
  for (const field of [again.name, again.email, again.subject, again.message]) {
    await expect(field).toHaveValue('');
    await expect(field).toBeEnabled();
  }
});

test('Alt+T moves focus to the toasts while one is shown', async ({ page }) => {
  const f = fields(page);
  await f.send.click();
  await expectToast(page, 'Validation Error');
  await page.keyboard.press('Alt+KeyT');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-sonner-toaster]') !== null))
    .toBe(true);
  await expect(toaster(page).first()).toBeFocused();
});

test('submitting before the app has loaded never puts the message into the URL', async ({
  browser,
  baseURL,
}) => {
  // Until the scripts have loaded (slow network, or none at all) the form is plain HTML: it must be sent by POST,
  // which the server answers itself (docs/decisions/0001), never by a GET that would copy name, email and message
  // into the address bar, the history and the server logs.
  const context = await browser.newContext({ baseURL });
  try {
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/contact');
    const f = fields(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.subject.fill('Private subject');
    await f.message.fill('A private message that must not end up in a URL.');
    // Implicit submission (Enter in a field): the browser posts the form and follows the server's redirect.
    await f.subject.press('Enter');
    await page.waitForURL(/\/contact\?submitted=1$/);
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(page.url()).not.toContain('ada%40example.com');
    expect(page.url()).not.toContain('message=');
  } finally {
    await context.close();
  }
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("shows the 'Error' toast and keeps the input", async ({ page }) => {
    await page.route(CONTACT_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Server exploded' } }),
      }),
    );
    const f = fields(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.subject.fill('Kept subject');
    await f.message.fill('This message must survive a failure.');
    await f.send.click();
    await expectToast(page, 'Error', 'Failed to send message. Please try again.');
    await expect(f.subject).toHaveValue('Kept subject');
    await expect(f.message).toHaveValue('This message must survive a failure.');
    await expect(f.send).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeHidden();
  });
});

test('a site configured at a loopback address takes the form from its other loopback name', async ({
  page,
}) => {
  // The site's address is 127.0.0.1 (PUBLIC_URL); the same server opened as localhost is the same site (issue
  // "Feedback that says who and what" item 8).
  const alias = new URL(page.url());
  expect(alias.hostname).toBe('127.0.0.1');
  alias.hostname = 'localhost';
  await gotoHydrated(page, alias.href);
  const f = fields(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill(`ada+${uniqueToken()}@example.com`);
  await f.subject.fill('From localhost');
  await f.message.fill('A message sent from the loopback alias of the site.');
  await f.send.click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
});
