/**
 * Touring services form 'Let's Plan Your Tour' (site-and-portals.md §2.11, §4, §5 "Touring form", §8
 * "Touring"): 'Start My Tour Plan' scrolls to it; required fields are flagged and nothing is sent; a valid
 * request shows 'Submitting...' on a disabled button, then 'Thanks for reaching out!', clears the form and
 * notifies the staff; a server failure shows 'Submission failed' with the server's message and keeps the input.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { STAFF_ADDRESS, uniqueToken } from './support/site';
import { countRequests, expectToast, gotoHydrated, holdRequests } from './support/ui';

const TOURING_API = /\/api\/touring-inquiries$/;

function fields(page: Page) {
  const main = page.getByRole('main');
  const box = (name: string) => main.getByRole('textbox', { name, exact: true });
  return {
    stageName: box('Stage name'),
    contact: box('Contact name & role'),
    email: box('Email'),
    phone: box('Phone'),
    links: box('Links'),
    regions: box('Regions'),
    startDate: main.getByLabel('Start date'),
    budget: main.getByRole('combobox', { name: 'Budget' }),
    notes: box('Notes'),
    genre: (name: string) => main.getByRole('checkbox', { name, exact: true }),
    service: (name: string) => main.getByRole('checkbox', { name, exact: true }),
    submit: main.getByRole('button', { name: /submit tour request|submitting/i }),
  };
}

type Fields = ReturnType<typeof fields>;

async function fillValid(f: Fields, stageName: string) {
  await f.stageName.fill(stageName);
  await f.contact.fill('Jordan Lee, Manager');
  await f.email.fill('jordan@example.com');
  await f.phone.fill('+44 20 7946 0000');
  await f.genre('RnB').check();
  await f.genre('Afrobeats').check();
  await f.links.fill('https://listen.example/nova-reign');
  await f.regions.fill('UK, West Africa');
  await f.startDate.fill('2027-03-15');
  await f.budget.selectOption('2000-5000');
  await f.service('Route Planning').check();
  await f.service('Marketing').check();
  await f.notes.fill('Two EPs out, 40k monthly listeners.');
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/touring-services');
});

test("'Start My Tour Plan' scrolls the form into view", async ({ page }) => {
  const heading = page.getByRole('heading', { name: "Let's Plan Your Tour" });
  await expect(heading).not.toBeInViewport();
  await page.getByRole('button', { name: 'Start My Tour Plan' }).click();
  await expect(heading).toBeInViewport();
  await expect(fields(page).stageName).toBeInViewport();
});

test('required fields are flagged and nothing is sent', async ({ page }) => {
  const posts = countRequests(page, TOURING_API);
  const f = fields(page);
  await f.submit.click();
  const required = [f.stageName, f.contact, f.email, f.links, f.regions];
  for (const field of required) await expect(field).toHaveAttribute('aria-invalid', 'true');
  for (const field of [f.phone, f.notes]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /required/i })).toHaveCount(required.length);

  await f.email.fill('jordan@');
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: /valid email/i })).toBeVisible();
  expect(posts.count).toBe(0);
});

test('a valid request is submitted, confirmed, cleared and sent to the staff', async ({ page }) => {
  const stageName = `Nova Reign ${uniqueToken()}`;
  const before = await listOutbox();
  const f = fields(page);
  await fillValid(f, stageName);

  const request = await holdRequests(page, TOURING_API);
  await f.submit.click();
  await request.held;
  const submitting = page.getByRole('button', { name: 'Submitting...' });
  await expect(submitting).toBeVisible();
  await expect(submitting).toBeDisabled();
  request.release();

  await expectToast(
    page,
    'Thanks for reaching out!',
    'Our team will review your submission and contact you within 48 hours.',
  );
  for (const field of [f.stageName, f.contact, f.email, f.phone, f.links, f.regions, f.notes, f.startDate]) {
    await expect(field).toHaveValue('');
  }
  await expect(f.budget).toHaveValue('');
  await expect(f.genre('RnB')).not.toBeChecked();
  await expect(f.service('Marketing')).not.toBeChecked();

  const email = await waitForEmail({ subject: `New touring inquiry: ${stageName}`, ignore: before });
  expect(email.to).toContain(STAFF_ADDRESS);
  for (const value of [
    stageName,
    'Jordan Lee, Manager',
    'jordan@example.com',
    '+44 20 7946 0000',
    'RnB, Afrobeats',
    'https://listen.example/nova-reign',
    'UK, West Africa',
    '2027-03-15',
    '$2,000 - $5,000',
    'Route Planning, Marketing',
    'Two EPs out, 40k monthly listeners.',
  ]) {
    expect(email.text, `email body contains ${value}`).toContain(value);
  }
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("shows 'Submission failed' with the server's message and keeps the input", async ({ page }) => {
    await page.route(TOURING_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Server exploded' } }),
      }),
    );
    const f = fields(page);
    await fillValid(f, 'Kept Stage Name');
    await f.submit.click();
    await expectToast(page, 'Submission failed', 'Server exploded');
    await expect(f.stageName).toHaveValue('Kept Stage Name');
    await expect(f.regions).toHaveValue('UK, West Africa');
    await expect(f.genre('RnB')).toBeChecked();
    await expect(f.budget).toHaveValue('2000-5000');
    await expect(page.getByRole('button', { name: 'Submit Tour Request' })).toBeEnabled();
  });
});
