/**
 * Splash screen (site-and-portals.md §2.3, §4, §9): shown on the first visit of a browser session with the
 * tagline and ENTER SITE; its background cycles through 8 images, one every 3 seconds with a 1 second fade;
 * after ENTER SITE it stays away for the rest of the session.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BRAND } from './support/site';
import { gotoHydrated } from './support/ui';

test.use({ skipSplash: false });

const splash = (page: Page) => page.getByRole('dialog');

/**
 * The background image the user sees in the splash: among its `<img>` elements and elements with a CSS
 * background image, the one with the highest perceived opacity (above one half), or null while none is.
 */
function visibleImage(dialog: Locator): Promise<string | null> {
  return dialog.evaluate((root) => {
    const opacityOf = (element: Element): number => {
      let opacity = 1;
      for (
        let node: Element | null = element;
        node && node !== root.parentElement;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return 0;
        opacity *= Number(style.opacity);
      }
      return opacity;
    };
    let best: { id: string; opacity: number } | null = null;
    for (const element of root.querySelectorAll('*')) {
      let id: string | null = null;
      if (element instanceof HTMLImageElement) id = element.currentSrc || element.src;
      else if (element instanceof SVGImageElement) id = element.href.baseVal;
      else {
        const background = getComputedStyle(element).backgroundImage;
        if (background && background.includes('url(')) id = background;
      }
      if (!id) continue;
      const opacity = opacityOf(element);
      if (!best || opacity > best.opacity) best = { id, opacity };
    }
    return best && best.opacity > 0.5 ? best.id : null;
  });
}

test('the first visit shows the splash with the tagline and ENTER SITE', async ({ page }) => {
  await gotoHydrated(page, '/', '[role="dialog"] button');
  const dialog = splash(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('WHERE INDEPENDENCE MEETS MAJOR')).toBeVisible();
  await expect(dialog.getByText(BRAND).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ENTER SITE' })).toBeVisible();
});

test('the background changes every 3 seconds, through 8 images in order', async ({ page }) => {
  test.slow(); // eight real 1 s fades
  // A paused fake clock: the rotation timer only moves when the test says so (the CSS fade still takes 1 s).
  await page.clock.install({ time: new Date('2026-06-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T12:00:01Z'));
  // The rotation is CSS: no script is needed (and the page's start script waits for an idle moment, which a paused
  // clock never gives).
  await page.goto('/');
  const dialog = splash(page);
  await expect(dialog).toBeVisible();

  await expect.poll(() => visibleImage(dialog), { message: 'a background image is showing' }).not.toBeNull();
  const first = (await visibleImage(dialog))!;

  // Not before 3 s…
  await page.clock.runFor(2_500);
  expect(await visibleImage(dialog), 'same image before 3 s').toBe(first);

  // …but after: eight distinct images, then back to the first.
  const seen = [first];
  await page.clock.runFor(600);
  for (let step = 1; step <= 8; step++) {
    if (step > 1) await page.clock.runFor(3_000);
    const previous = seen[seen.length - 1];
    await expect
      .poll(() => visibleImage(dialog), {
        message: `image ${step + 1} replaces image ${step}`,
        timeout: 4_000,
      })
      .not.toBe(previous);
    await expect.poll(() => visibleImage(dialog)).not.toBeNull();
    seen.push((await visibleImage(dialog))!);
  }
  expect(new Set(seen.slice(0, 8)).size, `8 distinct images: ${seen.join(' | ')}`).toBe(8);
  expect(seen[8], 'the cycle starts over with the first image').toBe(first);
});

test('ENTER SITE dismisses the splash for the rest of the session', async ({ page, context }) => {
  await gotoHydrated(page, '/', '[role="dialog"] button');
  const dialog = splash(page);
  await dialog.getByRole('button', { name: 'ENTER SITE' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('splash-entered'))).toBe('1');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();

  // Another page of the site and back: still no splash in this session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SCHEDULE' }).click();
  await expect(page).toHaveURL('/schedule');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();

  // A new session (a new tab has its own sessionStorage) shows it again.
  const second = await context.newPage();
  await second.goto('/');
  await expect(splash(second)).toBeVisible();
  await second.close();
});

test('after ENTER SITE, a reload never paints the splash, not even for a frame', async ({ page }) => {
  await gotoHydrated(page, '/', '[role="dialog"] button');
  await splash(page).getByRole('button', { name: 'ENTER SITE' }).click();
  await expect(splash(page)).toBeHidden();

  // Reload: the splash must not even flash. Checked on every animation frame (each runs right before a paint).
  await page.addInitScript(() => {
    const record = window as Window & { __splashPainted?: boolean };
    record.__splashPainted = false;
    const check = () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog) {
        const style = getComputedStyle(dialog);
        if (style.display !== 'none' && style.visibility !== 'hidden') record.__splashPainted = true;
      }
      if (document.readyState !== 'complete') requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // A flash depends on where the parser yields, so look at a few reloads.
  for (let reload = 1; reload <= 10; reload++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash(page)).toBeHidden();
    await page.waitForLoadState('load');
    expect(
      await page.evaluate(() => (window as Window & { __splashPainted?: boolean }).__splashPainted),
      `splash painted (a rendering frame showed the dialog) during reload ${reload}`,
    ).toBe(false);
  }
});
