/**
 * Waits on a public page (static HTML with islands, docs/decisions/0004) until every script it loads on its own,
 * without a visitor acting, has been asked for: the islands' entry, which the page's start script adds after the
 * first paint, has run and armed the islands (`data-islands` on `<html>`), and the islands already in view (trigger
 * `visible`) have had a frame to start. Used by the journeys that check what an untouched page loads and by the
 * JavaScript budget (scripts/check-budget.ts).
 */
import type { Page } from '@playwright/test';

export async function waitForIslandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-islands'), undefined, {
    polling: 100,
  });
  // The intersection observer reports at the next rendering step; a chunk is asked for as it does.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  await page.waitForLoadState('networkidle');
}
