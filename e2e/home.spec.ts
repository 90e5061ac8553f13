/**
 * Home page behaviour (site-and-portals.md §2.4, §9): hero tiles and every other external link open in a new
 * tab, artist names appear on hover and keyboard focus, the releases carousel shows arrows from the medium
 * breakpoint and scrolls, 'Shop All' opens the shop in a new tab, and images reserve their space.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated, perceivedOpacity, sectionWithHeading } from './support/ui';

const hero = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('link', { name: /Submit Demo to A&R/ }) })
    .last();
const artistsSection = (page: Page) => sectionWithHeading(page, /artists/i).last();
const releasesSection = (page: Page) => sectionWithHeading(page, 'Latest Releases');

/** The element inside an artist link that shows the artist's name (its first visible-text element). */
function nameOverlay(link: Locator): Locator {
  return link
    .locator('xpath=.//*[normalize-space(text()) != ""]')
    .filter({ hasNotText: /^\(opens in a new tab\)$/ })
    .first();
}

test('hero tiles link out in a new tab with rel=noopener (§2.4.1)', async ({ page }) => {
  await gotoHydrated(page, '/');
  const tiles = hero(page).locator('a[href^="http"]');
  expect(await tiles.count(), 'hero links').toBeGreaterThanOrEqual(2);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('target', '_blank');
    await expect(tile).toHaveAttribute('rel', /\bnoopener\b/);
  }
});

test('every external link on the home page opens in a new tab with rel=noopener', async ({ page }) => {
  await gotoHydrated(page, '/');
  const external = await page.locator('main a[href^="http"]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel') ?? '',
      text: (link.textContent ?? '').trim().slice(0, 40),
    })),
  );
  expect(external.length).toBeGreaterThan(0);
  const offenders = external.filter((link) => link.target !== '_blank' || !/\bnoopener\b/.test(link.rel));
  expect(offenders, 'external links without target=_blank rel=noopener').toEqual([]);
});

test("an artist's name appears on hover (§2.4.2)", async ({ page }) => {
  await gotoHydrated(page, '/');
  const link = artistsSection(page).locator('a[href^="http"]').first();
  await link.scrollIntoViewIfNeeded();
  const overlay = nameOverlay(link);
  await page.mouse.move(0, 0);
  await expect
    .poll(() => perceivedOpacity(overlay), { message: 'name hidden before hover' })
    .toBeLessThan(0.2);
  await link.hover();
  await expect.poll(() => perceivedOpacity(overlay), { message: 'name shown on hover' }).toBeGreaterThan(0.9);
});

test("an artist's name appears when its link gets keyboard focus", async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = artistsSection(page);
  const firstArtist = section.locator('a[href^="http"]').first();
  await expect(firstArtist).toBeVisible();
  const overlay = nameOverlay(firstArtist);
  await expect
    .poll(() => perceivedOpacity(overlay), { message: 'name hidden before focus' })
    .toBeLessThan(0.2);

  // Tab through the page until focus lands on the first artist link.
  let reached = false;
  for (let presses = 0; presses < 120 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await firstArtist.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab reaches the first artist link').toBe(true);
  await expect(firstArtist).toBeFocused();
  await expect.poll(() => perceivedOpacity(overlay), { message: 'name shown on focus' }).toBeGreaterThan(0.9);
});

test.describe('releases carousel at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('has no arrows and shows one release per view (§2.4.3)', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = releasesSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /next/i })).toBeHidden();
    await expect(section.getByRole('button', { name: /previous|prev/i })).toBeHidden();
    const releases = section.locator('a[href^="http"]');
    await expect(releases).toHaveCount(5);
    const inView = await releases.evaluateAll(
      (links) =>
        links.filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
        }).length,
    );
    expect(inView, 'releases fully in view').toBe(1);
  });
});

test.describe('releases carousel at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows arrows, four per view, and next scrolls the releases (§2.4.3)', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = releasesSection(page);
    await section.scrollIntoViewIfNeeded();
    const next = section.getByRole('button', { name: /next/i });
    await expect(next).toBeVisible();
    await expect(section.getByRole('button', { name: /previous|prev/i })).toBeVisible();

    const first = section.locator('a[href^="http"]').first();
    const before = (await first.boundingBox())!.x;
    await next.click();
    await expect
      .poll(async () => (await first.boundingBox())?.x ?? Number.NEGATIVE_INFINITY, {
        message: 'the first release moves left after next',
      })
      .toBeLessThan(before - 50);
  });
});

test("'Shop All' opens the shop in a new tab (§2.4.4)", async ({ page }) => {
  await gotoHydrated(page, '/');
  const shopAll = page.getByRole('link', { name: /Shop All/ });
  await expect(shopAll).toHaveAttribute('target', '_blank');
  await expect(shopAll).toHaveAttribute('rel', /\bnoopener\b/);
  const href = (await shopAll.getAttribute('href'))!;
  const [popup] = await Promise.all([page.waitForEvent('popup'), shopAll.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(new URL(href).href);
  await popup.close();
  await expect(page).toHaveURL('/');
});

test('every image declares its width and height (no layout shift)', async ({ page }) => {
  await gotoHydrated(page, '/');
  const missing = await page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((image) => !image.hasAttribute('width') || !image.hasAttribute('height'))
        .map((image) => image.getAttribute('src')),
    );
  expect(await page.locator('img').count()).toBeGreaterThan(0);
  expect(missing, 'images without width/height attributes').toEqual([]);
});

test("'Artist Development Program' links to /artist-development and 'Book Strategy Call' opens a new tab (§2.4.5)", async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const cta = sectionWithHeading(page, /JOIN THE MOVEMENT/i);
  await expect(cta.getByRole('link', { name: /Artist Development Program/ })).toHaveAttribute(
    'href',
    '/artist-development',
  );
  const strategy = cta.getByRole('link', { name: /Book Strategy Call/ });
  await expect(strategy).toHaveAttribute('target', '_blank');
  await expect(strategy).toHaveAttribute('rel', /\bnoopener\b/);
});
