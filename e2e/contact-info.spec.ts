/**
 * Contact information (site-and-portals.md §2.9, §9): each address has a copy button named by a tooltip that
 * waits the 700 ms tooltip delay before showing, and copying confirms with a toast.
 */
import { expect, test } from './support/fixtures';
import { expectToast, gotoHydrated } from './support/ui';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the copy button shows its tooltip after the delay and copies the address', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const copy = page.getByRole('button', { name: 'Copy address: info@gbfmusic.example' });

  await copy.hover();
  const tooltip = page.getByRole('tooltip', { name: 'Copy address' });
  // Not yet at 300 ms: the tooltip waits 700 ms.
  await page.waitForTimeout(300);
  await expect(tooltip).toBeHidden();
  await expect(tooltip).toBeVisible();

  await copy.click();
  await expectToast(page, 'Copied', 'info@gbfmusic.example is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('info@gbfmusic.example');
});
