/**
 * Artist intake form (site-and-portals.md §2.10, §4 "Intake ... forms", §5 "Intake form", §8 "Intake"):
 * required fields are flagged and nothing is sent; a valid application shows 'Submitting...' on a disabled
 * button, then the success toast, clears the form with a line above it that stays ('Application received — we reply
 * within …'), and notifies the staff; a server failure shows
 * 'Submission Failed' and keeps the input.
 */
import type { Page } from '@playwright/test';
import { INTAKE_RECEIVED_TEXT } from '../src/shared/messages/forms';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { STAFF_ADDRESS, uniqueToken } from './support/site';
import { countRequests, expectToast, gotoHydrated, holdRequests } from './support/ui';

const INTAKE_API = /\/api\/enrollment-applications$/;

function fields(page: Page) {
  const main = page.getByRole('main');
  const box = (name: string) => main.getByRole('textbox', { name, exact: true });
  return {
    stageName: box('Stage name'),
    legalName: box('Legal name'),
    email: box('Email'),
    phone: box('Phone'),
    location: box('Location'),
    genres: box('Primary genres'),
    influences: box('Musical influences'),
    releasedMusic: main.getByRole('combobox', { name: 'Have you released music?' }),
    management: main.getByRole('combobox', { name: 'Do you have management?' }),
    socialHandles: box('Social handles'),
    goals: box('Six-month goals'),
    challenges: box('Top challenges'),
    submit: main.getByRole('button', { name: /submit application|submitting/i }),
  };
}

type Fields = ReturnType<typeof fields>;

async function fillValid(f: Fields, stageName: string) {
  await f.stageName.fill(stageName);
  await f.legalName.fill('Jamie Rivers Okafor');
  await f.email.fill('jamie.rivers@example.com');
  await f.phone.fill('+1 404 555 0100');
  await f.location.fill('Atlanta, USA');
  await f.genres.fill(' R&B ,  Afrobeats,, Pop ');
  await f.influences.fill('Sade, Burna Boy, Frank Ocean');
  await f.releasedMusic.selectOption('yes');
  await f.management.selectOption('no');
  await f.socialHandles.fill('@jamierivers on Instagram');
  await f.goals.fill('Release an EP and play my first headline show.');
  await f.challenges.fill('Finding the right producers and an audience outside my city.');
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/artist-intake');
});

test('required fields are flagged and nothing is sent', async ({ page }) => {
  const posts = countRequests(page, INTAKE_API);
  const f = fields(page);
  await f.submit.click();

  const required = [
    f.stageName,
    f.legalName,
    f.email,
    f.genres,
    f.location,
    f.influences,
    f.goals,
    f.challenges,
  ];
  for (const field of required) await expect(field).toHaveAttribute('aria-invalid', 'true');
  for (const field of [f.phone, f.socialHandles])
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /required/i })).toHaveCount(required.length);

  await f.email.fill('not-an-email');
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: /valid email/i })).toBeVisible();
  expect(posts.count).toBe(0);
});

test('a valid application is submitted, confirmed, cleared and sent to the staff', async ({ page }) => {
  const stageName = `Jamie Rivers ${uniqueToken()}`;
  const before = await listOutbox();
  const f = fields(page);
  await fillValid(f, stageName);

  const request = await holdRequests(page, INTAKE_API);
  await f.submit.click();
  await request.held;
  const submitting = page.getByRole('button', { name: 'Submitting...' });
  await expect(submitting).toBeVisible();
  await expect(submitting).toBeDisabled();
  request.release();

  await expectToast(
    page,
    'Application Submitted',
    "Your artist intake form has been submitted successfully. We'll review your application and get back to you soon.",
  );
  for (const field of [
    f.stageName,
    f.legalName,
    f.email,
    f.phone,
    f.location,
    f.genres,
    f.influences,
    f.goals,
    f.challenges,
  ]) {
    await expect(field).toHaveValue('');
  }
  await expect(f.releasedMusic).toHaveValue('');
  await expect(f.submit).toBeEnabled();
  // A line that stays above the cleared form says the application arrived and when the label replies (issue 38
  // item 5): still there after the toast is gone.
  const received = page.getByRole('status').filter({ hasText: INTAKE_RECEIVED_TEXT });
  await expect(received).toBeVisible();
  await expect(page.getByText('Application Submitted', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(received).toBeVisible();

  const email = await waitForEmail({
    subject: `New artist intake application: ${stageName}`,
    ignore: before,
  });
  expect(email.to).toContain(STAFF_ADDRESS);
  for (const value of [
    stageName,
    'Jamie Rivers Okafor',
    'jamie.rivers@example.com',
    '+1 404 555 0100',
    'R&B, Afrobeats, Pop',
    'Atlanta, USA',
    'Sade, Burna Boy, Frank Ocean',
    '@jamierivers on Instagram',
    'Release an EP and play my first headline show.',
    'Finding the right producers and an audience outside my city.',
  ]) {
    expect(email.text, `email body contains ${value}`).toContain(value);
  }
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("shows 'Submission Failed' and keeps the input", async ({ page }) => {
    await page.route(INTAKE_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Server exploded' } }),
      }),
    );
    const f = fields(page);
    await fillValid(f, 'Kept Stage Name');
    await f.submit.click();
    await expectToast(
      page,
      'Submission Failed',
      'There was an error submitting your application. Please try again.',
    );
    await expect(f.stageName).toHaveValue('Kept Stage Name');
    await expect(f.goals).toHaveValue('Release an EP and play my first headline show.');
    await expect(f.releasedMusic).toHaveValue('yes');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });
});
