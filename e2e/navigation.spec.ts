/**
 * Top navigation (site-and-portals.md §2.2): the eight links in order, the active link, the brand link, the
 * CONNECT button, and the collapsible menu on small screens that closes when a link is tapped.
 */
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/ui';
import { BRAND, NAV_LINKS } from './support/site';

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the eight links in order with their targets', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV_LINKS.map((link) => link.label));
    for (const [index, { href }] of NAV_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('clicking SCHEDULE navigates there and marks it as the current page', async ({ page }) => {
    await gotoHydrated(page, '/subsidiaries');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'SUBSIDIARIES', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'SCHEDULE', exact: true }).click();
    await expect(page).toHaveURL('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/let['’]s talk business/i);
    await expect(nav.getByRole('link', { name: 'SCHEDULE', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'HOME', exact: true })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
  });

  test('HOME is current only on the home page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the brand links home and the CONNECT button links to /contact', async ({ page }) => {
    await gotoHydrated(page, '/roster');
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: BRAND, exact: true });
    await expect(brand).toHaveAttribute('href', '/');
    await brand.click();
    await expect(page).toHaveURL('/');

    // The CONNECT button sits outside the nav; the nav has a CONNECT link of its own.
    const connectButton = header.locator('xpath=.//a[not(ancestor::nav)]').filter({ hasText: /^CONNECT$/ });
    await expect(connectButton).toHaveCount(1);
    await connectButton.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('small screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('links collapse into a menu that opens, navigates and closes on tap', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // CONNECT button shows from the sm breakpoint (640 px) only.
    await expect(page.getByRole('banner').getByRole('link', { name: 'CONNECT', exact: true })).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.tap();

    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('nav#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(NAV_LINKS.map((link) => link.label));
    await expect(menu.getByRole('link', { name: 'CONNECT', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await menu.getByRole('link', { name: 'SUBSIDIARIES', exact: true }).tap();
    await expect(page).toHaveURL('/subsidiaries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subsidiaries');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});
