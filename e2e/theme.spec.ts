/**
 * Theme (site-and-portals.md §2.2, §4): dark by default, the toggle flips light and dark, the choice is kept in
 * localStorage under `theme` and applied before the first paint on the next load (no flash of the wrong theme);
 * a stored 'system' follows the device preference.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated, waitForHydration } from './support/ui';

declare global {
  interface Window {
    /** `<html>` classes when `<body>` first appeared, i.e. before anything of the page could be painted. */
    __themeAtFirstBody?: string;
    /** `<html>` classes at DOMContentLoaded. */
    __themeAtDomContentLoaded?: string;
  }
}

/** Records the `<html>` class at the moment `<body>` is created and at DOMContentLoaded, on every load. */
async function recordEarlyTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.__themeAtFirstBody = document.documentElement.className;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        window.__themeAtDomContentLoaded = document.documentElement.className;
      },
      { once: true },
    );
  });
}

async function earlyTheme(page: Page): Promise<{ firstBody?: string; domContentLoaded?: string }> {
  return page.evaluate(() => ({
    firstBody: window.__themeAtFirstBody,
    domContentLoaded: window.__themeAtDomContentLoaded,
  }));
}

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const html = (page: Page) => page.locator('html');

test('defaults to dark when nothing is stored', async ({ page }) => {
  await recordEarlyTheme(page);
  await gotoHydrated(page, '/subsidiaries');
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(html(page)).not.toHaveClass(/(^|\s)light(\s|$)/);
  expect(await storedTheme(page)).toBeNull();
  expect((await earlyTheme(page)).firstBody).toMatch(/\bdark\b/);
});

test('the toggle switches to light, persists it, and a reload paints light from the start', async ({
  page,
}) => {
  await recordEarlyTheme(page);
  await gotoHydrated(page, '/roster');
  const toggle = page.getByRole('button', { name: 'Toggle theme' });

  await toggle.click();
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('light');

  await page.reload();
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
  const early = await earlyTheme(page);
  expect(early.firstBody, 'class of <html> when <body> was created (first paint)').toMatch(/\blight\b/);
  expect(early.firstBody).not.toMatch(/\bdark\b/);
  expect(early.domContentLoaded, 'class of <html> at DOMContentLoaded').toMatch(/\blight\b/);

  // And back: dark, persisted across a reload too.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('dark');
  await page.reload();
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  expect((await earlyTheme(page)).firstBody).toMatch(/\bdark\b/);
});

test('the theme choice carries over to other pages', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SCHEDULE' }).click();
  await expect(page).toHaveURL('/schedule');
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
  await gotoHydrated(page, '/touring-services');
  await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
});

test.describe("stored 'system'", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (window.localStorage.getItem('theme') === null) window.localStorage.setItem('theme', 'system');
    });
    await recordEarlyTheme(page);
  });

  test('follows a light device preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/schedule');
    await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/);
    expect((await earlyTheme(page)).firstBody).toMatch(/\blight\b/);
    expect(await storedTheme(page)).toBe('system');
  });

  test('follows a dark device preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/schedule');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect((await earlyTheme(page)).firstBody).toMatch(/\bdark\b/);
  });
});
