/**
 * Accessibility: axe-core on every public page and the not-found page, in the dark and the light theme, at
 * 1280 px. A page passes with no violation of impact serious or critical.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/site';
import { gotoHydrated } from './support/ui';

const THEMES = ['dark', 'light'] as const;

test.use({ viewport: { width: 1280, height: 800 } });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    for (const { path, name } of PUBLIC_PAGES) {
      test(`${name} (${path}) has no serious or critical violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('load');
        await expectNoSeriousA11yViolations(page, { label: `${path} (${theme})` });
      });
    }

    test.describe('not-found page', () => {
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('has no serious or critical violations', async ({ page }) => {
        await gotoHydrated(page, '/no-such-page');
        await expect(page.getByText('Oops! Page not found')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: `404 (${theme})` });
      });
    });
  });
}

test.describe('splash screen', () => {
  test.use({ skipSplash: false });

  test('has no serious or critical violations', async ({ page }) => {
    await gotoHydrated(page, '/', '[role="dialog"] button');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'splash (dark)' });
  });
});
