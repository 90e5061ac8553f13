/**
 * Accessibility checks with axe-core: a page passes when axe finds no violation of impact `serious` or
 * `critical`. Failures are printed one rule at a time with the offending elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** Options of {@link expectNoSeriousA11yViolations}. */
export interface AxeCheckOptions {
  /** CSS selectors to leave out (use sparingly, and say why). */
  exclude?: string[];
  /** Only check inside these selectors. */
  include?: string[];
  /** A label for the report, e.g. "home (light)". */
  label?: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/** Formats violations readably: rule, impact, help, then each element with axe's summary. */
function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 10)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n        ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 10 ? `\n    … and ${violation.nodes.length - 10} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Waits until every finite CSS animation and transition on the page has finished (fade-ins skew contrast). */
async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Holds the page's toasts where they are: a pointer over the toaster pauses their timers (as it does for a reader),
 * so none starts fading out while axe measures its contrast. A toast already leaving finishes leaving.
 */
async function holdToasts(page: Page): Promise<void> {
  const shown = page.locator('[data-sonner-toaster] [data-sonner-toast]:not([data-removed="true"])');
  if ((await shown.count()) === 0) return;
  // The toast may leave between the count and the hover: then there is nothing to hold.
  await shown
    .first()
    .hover({ timeout: 2_000 })
    .catch(() => undefined);
}

/** Runs axe on the page and fails on any serious or critical violation, printing them. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<void> {
  await holdToasts(page);
  await waitForAnimations(page);
  // @axe-core/playwright is typed against its own playwright-core copy; the page object is the same at runtime.
  let builder = new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    await test.info().attach(`axe violations${options.label ? ` (${options.label})` : ''}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const where = options.label ? ` on ${options.label}` : '';
  expect(
    blocking.length,
    `axe found ${blocking.length} serious/critical violation(s)${where}:\n\n${formatViolations(blocking)}\n`,
  ).toBe(0);
}

/**
 * Runs axe on the page in the dark theme (the default), then in the light one, then back in the dark one; the page
 * is reloaded for each change and `ready` waits for its content.
 */
export async function axeInBothThemes(page: Page, label: string, ready: () => Promise<void>): Promise<void> {
  await expectNoSeriousA11yViolations(page, { label: `${label} (dark)` });
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  await ready();
  await expectNoSeriousA11yViolations(page, { label: `${label} (light)` });
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await ready();
}
