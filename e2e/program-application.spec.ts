/**
 * The program landing page and its application dialog (training-program.md §2 "Members program area" items 1-2,
 * §4 "Application dialog", §5 "Application", §7 "Members program", §8 "Application"): the landing page's sections;
 * LEARN MORE scrolls to the overview; APPLY NOW opens the dialog (focus inside, Escape closes); an empty submission
 * says 'Missing Information'; a valid one says 'Application Submitted!', closes the dialog and sends the program
 * admin's notification and the applicant's welcome email; a server failure says 'Submission Failed' and keeps the
 * input; axe finds nothing serious on the page or in the open dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { PROGRAM_ADDRESS, uniqueToken } from './support/site';
import { countRequests, expectToast, gotoHydrated, sectionWithHeading } from './support/ui';

const PATH = '/artist-development';
const APPLICATION_API = /\/api\/program-applications$/;
const DIALOG_NAME = 'Apply to the Artist Development Program';

const MODULES = [
  'History of the Recording Industry',
  'Money Matters in Music',
  'Creativity in Content and Artistry',
  'Building Your Image and Marketing',
  'Producing the Record',
  'Marketing Music in the New Economy',
];

const GENRES = [
  'Hip-Hop/Rap',
  'R&B/Soul',
  'Afrobeat',
  'Gospel',
  'Jazz',
  'Pop',
  'Rock',
  'Electronic',
  'Country',
  'Folk',
  'Other',
];

function applyNow(page: Page, which: 'first' | 'last' = 'first'): Locator {
  return page.getByRole('main').getByRole('button', { name: 'APPLY NOW' })[which]();
}

function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  return {
    dialog,
    firstName: box('First name'),
    lastName: box('Last name'),
    email: box('Email'),
    phone: box('Phone'),
    stageName: box('Stage name'),
    location: box('Location'),
    experienceLevel: dialog.getByRole('combobox', { name: 'Experience level' }),
    genre: (name: string) => dialog.getByRole('checkbox', { name, exact: true }),
    instagram: box('Instagram'),
    tiktok: box('TikTok'),
    spotify: box('Spotify'),
    youtube: box('YouTube'),
    goals: box('Your goals'),
    whyProgram: box('Why this program?'),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
    submit: dialog.getByRole('button', { name: /^(Submit Application|Submitting\.\.\.)$/ }),
  };
}

type Dialog = ReturnType<typeof dialogOf>;

async function openDialog(page: Page, which: 'first' | 'last' = 'first'): Promise<Dialog> {
  await applyNow(page, which).click();
  const d = dialogOf(page);
  await expect(d.dialog).toBeVisible();
  return d;
}

async function fillValid(d: Dialog, { firstName, email }: { firstName: string; email: string }) {
  await d.firstName.fill(firstName);
  await d.lastName.fill('Okafor');
  await d.email.fill(email);
  await d.phone.fill('+1 404 555 0100');
  await d.stageName.fill('Nova Reign');
  await d.location.fill('Atlanta, USA');
  await d.experienceLevel.selectOption('intermediate');
  await d.genre('Afrobeat').check();
  await d.genre('R&B/Soul').check();
  await d.instagram.fill('@novareign');
  await d.spotify.fill('https://open.spotify.example/artist/nova');
  await d.goals.fill('Release an EP and book my first headline show.');
  await d.whyProgram.fill('I want to understand the business side before I sign anything.');
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test('the landing page: hero, overview, six modules, goals, benefits, call to action and details (§2 item 1)', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music Industry Essentials');
  await expect(main.getByRole('button', { name: 'APPLY NOW' })).toHaveCount(2);
  await expect(main.getByRole('link', { name: /LEARN MORE/ })).toHaveAttribute('href', '#program-overview');

  const overview = sectionWithHeading(page, 'Program Overview');
  for (const text of ['6 Months', 'Self-paced', 'Expert-Led', 'Video lessons', 'Certified']) {
    await expect(overview.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(overview.getByRole('listitem')).toHaveCount(3);

  const modules = sectionWithHeading(page, /Six Modules/).getByRole('listitem');
  await expect(modules).toHaveCount(6);
  for (const [index, title] of MODULES.entries()) {
    await expect(modules.nth(index).getByRole('heading', { name: title })).toBeVisible();
    await expect(modules.nth(index)).toContainText(`Month ${index + 1}`);
  }

  await expect(sectionWithHeading(page, "What You'll Learn").getByRole('listitem')).toHaveCount(7);
  await expect(sectionWithHeading(page, 'Student Benefits').getByRole('listitem')).toHaveCount(6);

  const contact = main.getByRole('link', { name: 'CONTACT US' });
  await expect(contact).toHaveAttribute('href', `mailto:${PROGRAM_ADDRESS}`);
  const details = main.getByRole('complementary', { name: 'Application Details' });
  await expect(details).toContainText('Prerequisite');
  await expect(details).toContainText('A passion for music and learning');
});

test('the nav link ARTIST DEVELOPMENT leads here', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('navigation').getByRole('link', { name: 'ARTIST DEVELOPMENT' }).first().click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music Industry Essentials');
});

test('LEARN MORE scrolls to the Program Overview and moves focus there', async ({ page }) => {
  const heading = page.getByRole('heading', { name: 'Program Overview' });
  const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
  const before = await top();
  await page.getByRole('link', { name: /LEARN MORE/ }).click();
  await expect.poll(top).toBeLessThan(Math.min(before, 200));
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
});

test('APPLY NOW opens the dialog with its four sections; focus stays inside; Escape closes it', async ({
  page,
}) => {
  const d = await openDialog(page);
  const focusInside = () =>
    d.dialog.evaluate(
      (dialog) => dialog.contains(document.activeElement) && document.activeElement !== dialog,
    );
  await expect.poll(focusInside).toBe(true);
  await expect(d.firstName).toBeFocused();

  for (const section of [
    'Personal Information',
    'Music Background',
    'Social Media & Online Presence',
    'Goals & Motivation',
  ]) {
    await expect(d.dialog.getByRole('group', { name: section, exact: true })).toBeVisible();
  }
  await expect(d.email).toHaveAttribute('type', 'email');
  await expect(d.experienceLevel.locator('option')).toHaveText([
    'Choose your experience level',
    'Beginner (0-1 years)',
    'Intermediate (2-5 years)',
    'Advanced (5+ years)',
    'Professional/Industry Experience',
  ]);
  for (const genre of GENRES) await expect(d.genre(genre)).toBeVisible();
  await expect(d.cancel).toBeVisible();
  await expect(d.submit).toHaveText('Submit Application');

  // Tabbing never leaves the dialog.
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
  expect(await focusInside()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(d.dialog).toBeHidden();
  await expect(applyNow(page)).toBeFocused();

  // Cancel closes it too, here opened from the closing call to action.
  const again = await openDialog(page, 'last');
  await again.cancel.click();
  await expect(again.dialog).toBeHidden();
  await expect(applyNow(page, 'last')).toBeFocused();
});

test("an empty application says 'Missing Information', flags the required fields and sends nothing", async ({
  page,
}) => {
  const posts = countRequests(page, APPLICATION_API);
  const d = await openDialog(page);
  await d.submit.click();
  await expectToast(page, 'Missing Information', 'Please fill all required fields.');
  const required = [d.firstName, d.lastName, d.email, d.experienceLevel, d.goals, d.whyProgram];
  for (const field of required) await expect(field).toHaveAttribute('aria-invalid', 'true');
  for (const field of [d.phone, d.stageName, d.location, d.instagram]) {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(d.dialog.getByRole('alert').filter({ hasText: 'This field is required.' })).toHaveCount(
    required.length,
  );
  await expect(d.dialog).toBeVisible();

  // A malformed address gets its own message.
  await d.email.fill('amara@');
  await d.submit.click();
  await expect(
    d.dialog.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
  ).toBeVisible();
  expect(posts.count).toBe(0);
});

test('a valid application is submitted, confirmed, cleared, and both emails are sent', async ({ page }) => {
  const token = uniqueToken();
  const firstName = `Amara${token}`;
  const email = `applicant-${token}@example.com`;
  const before = await listOutbox();

  const d = await openDialog(page);
  await fillValid(d, { firstName, email });
  await d.submit.click();

  await expectToast(
    page,
    'Application Submitted!',
    "Thank you for applying! Check your email for a welcome message. We'll review your application and get back to you soon.",
  );
  await expect(d.dialog).toBeHidden();
  await expect(applyNow(page)).toBeFocused();

  const notification = await waitForEmail({
    subject: `New program application: ${firstName} Okafor`,
    to: PROGRAM_ADDRESS,
    ignore: before,
  });
  for (const value of [
    firstName,
    'Okafor',
    email,
    'Nova Reign',
    'Intermediate (2-5 years)',
    // In the order of the list (§5), whatever order they were ticked in.
    'R&B/Soul, Afrobeat',
    'Release an EP and book my first headline show.',
    'I want to understand the business side before I sign anything.',
  ]) {
    expect(notification.text, `notification contains ${value}`).toContain(value);
  }
  const welcome = await waitForEmail({ subject: /^Welcome to /, to: email, ignore: before });
  expect(welcome.text).toContain(`Hi ${firstName},`);
  expect(welcome.text).toContain('What happens next');

  // Opened again, the form is empty.
  const again = await openDialog(page);
  for (const field of [
    again.firstName,
    again.lastName,
    again.email,
    again.goals,
    again.whyProgram,
    again.instagram,
  ]) {
    await expect(field).toHaveValue('');
  }
  await expect(again.experienceLevel).toHaveValue('');
  await expect(again.genre('Afrobeat')).not.toBeChecked();
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("shows 'Submission Failed' and keeps what was typed", async ({ page }) => {
    await page.route(APPLICATION_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong.' } }),
      }),
    );
    const d = await openDialog(page);
    await fillValid(d, { firstName: 'Kept', email: 'kept@example.com' });
    await d.submit.click();

    await expectToast(
      page,
      'Submission Failed',
      'There was an error submitting your application. Please try again.',
    );
    await expect(d.dialog).toBeVisible();
    await expect(d.firstName).toHaveValue('Kept');
    await expect(d.email).toHaveValue('kept@example.com');
    await expect(d.experienceLevel).toHaveValue('intermediate');
    await expect(d.genre('R&B/Soul')).toBeChecked();
    await expect(d.goals).toHaveValue('Release an EP and book my first headline show.');
    await expect(d.submit).toBeEnabled();
    await expect(d.submit).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`the page and the open dialog have no serious or critical violations (${theme})`, async ({
      page,
    }) => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await gotoHydrated(page, PATH);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      await expectNoSeriousA11yViolations(page, { label: `${PATH} (${theme})` });

      const d = await openDialog(page);
      await expectNoSeriousA11yViolations(page, { label: `application dialog (${theme})` });

      // With the field messages shown.
      await d.submit.click();
      await expect(d.firstName).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page, {
        label: `application dialog with errors (${theme})`,
        include: ['[role="dialog"]'],
      });
    });
  }
});
