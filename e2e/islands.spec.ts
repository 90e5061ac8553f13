/**
 * Public pages as static HTML with islands (issue "Public pages as HTML with islands"; docs/decisions/0004): on a
 * phone, a public page loads no React until the visitor acts; the splash, the header's menu and theme toggle and
 * the home page's carousels still work when the first touch is what starts them; and what a visitor types into a
 * form before its island has hydrated is still there after.
 */
import type { Page, Request } from '@playwright/test';
import { contactFormMessages } from '../src/shared/messages/forms';
import { expect, test } from './support/fixtures';
import { openUntouched } from './support/ui';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** React's chunk (React and its DOM renderer, vite.config.ts) among the requests. */
const isReact = (request: Request) => /\/assets\/react-[^/]+\.js$/.test(new URL(request.url()).pathname);

function recordReact(page: Page): () => boolean {
  let loaded = false;
  page.on('request', (request) => {
    if (isReact(request)) loaded = true;
  });
  return () => loaded;
}

test.describe('the splash', () => {
  test.use({ skipSplash: false });

  test('on a phone, the home page loads React only with the first tap, and that tap enters the site', async ({
    page,
  }) => {
    const reactLoaded = recordReact(page);
    await openUntouched(page, '/');
    const splash = page.getByRole('dialog');
    await expect(splash).toBeVisible();
    expect(reactLoaded(), 'React before any interaction').toBe(false);

    await splash.getByRole('button', { name: 'ENTER SITE' }).tap();
    await expect(splash).toBeHidden();
    expect(reactLoaded()).toBe(true);
    await expect(page.locator('main')).toBeFocused();
  });
});

test('on a phone, the menu and the theme toggle answer their first tap', async ({ page }) => {
  const reactLoaded = recordReact(page);
  await openUntouched(page, '/roster');
  expect(reactLoaded()).toBe(false);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.locator('nav#mobile-menu');
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();

  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: /theme/i }).tap();
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('link', { name: 'SCHEDULE', exact: true }).tap();
  await expect(page).toHaveURL('/schedule');
  await expect(page.locator('html')).toHaveClass(/light/);
});

test("a tap made before the islands' script has arrived is not lost: the menu opens once it has", async ({
  page,
}) => {
  // A page whose islands all wait for a tap asks for the islands' entry only with that tap; here it arrives late, as
  // on a slow phone network.
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const entryRequests: string[] = [];
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
    entryRequests.push(route.request().url());
    await held;
    await route.continue();
  });
  await openUntouched(page, '/roster');
  expect(entryRequests, 'nothing but the page and its stylesheet before the visitor acts').toEqual([]);
  const entryAskedFor = page.waitForRequest(/\/assets\/islands-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await entryAskedFor;
  arrived();
  await expect(page.locator('nav#mobile-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
});

test('on a phone, a carousel starts when it comes into view and moves with the arrow keys', async ({
  page,
}) => {
  await openUntouched(page, '/');
  const releases = page.locator('[data-island="releases"]');
  const first = releases.locator('a[href^="http"]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(releases).toHaveAttribute('data-hydrated', '');
  const xOf = async () => (await first.boundingBox())?.x ?? Number.NEGATIVE_INFINITY;
  const before = await xOf();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(xOf, { message: 'the first release moves left' }).toBeLessThan(before - 50);
});

test('what a visitor types before the form has hydrated is kept', async ({ page }) => {
  // The form's code arrives late, as on a slow phone network.
  await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openUntouched(page, '/contact');
  const name = page.getByRole('main').getByRole('textbox', { name: contactFormMessages.name, exact: true });
  await name.fill('Ada Lovelace');
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '', {
    timeout: 15_000,
  });
  await expect(name).toHaveValue('Ada Lovelace');
});
