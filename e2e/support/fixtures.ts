/**
 * The `test` every journey uses: Playwright's, plus
 * - a browser-error guard: any `console.error` or uncaught page error fails the test (nothing is allowed by
 *   default; a test that provokes an error on purpose lists it with `test.use({ allowedConsoleErrors: [...] })`);
 * - no network beyond the test server: requests to other hosts (the external forms, shop, streaming pages…)
 *   are answered by a stub page, so links that open external sites can be followed offline;
 * - a client IP of its own (`X-Forwarded-For` on every request; the test server trusts one proxy), so the
 *   per-IP rate limits of the account routes count each test separately, as they would separate visitors;
 * - the splash screen is marked as already entered for the session (`skipSplash`, default true), so pages are
 *   usable at once; the splash journey turns this off.
 */
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export interface E2eOptions {
  /** Pre-set `sessionStorage['splash-entered']` so the home page opens without the splash. */
  skipSplash: boolean;
  /** Console errors (matched against their text) that this test provokes on purpose. */
  allowedConsoleErrors: RegExp[];
}

/** Whether a URL points away from the test server. */
function isExternal(url: URL): boolean {
  return !['127.0.0.1', 'localhost'].includes(url.hostname) && /^https?:$/.test(url.protocol);
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? `  (at ${url}:${lineNumber})` : ''}`;
}

/**
 * Collects console errors and uncaught errors of `page`.
 *
 * @returns the list, filled as they happen.
 */
export function watchBrowserErrors(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed.some((pattern) => pattern.test(message.text()))) return;
    problems.push(describeConsole(message));
  });
  page.on('pageerror', (error) => {
    if (allowed.some((pattern) => pattern.test(error.message))) return;
    problems.push(`uncaught error: ${error.stack ?? error.message}`);
  });
  return problems;
}

export const test = base.extend<E2eOptions>({
  skipSplash: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const part = () => Math.floor(Math.random() * 254) + 1;
    await use({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
  },

  context: async ({ context, skipSplash }, use) => {
    await context.route(isExternal, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>External page (stubbed by the e2e suite)</title><p>External page</p>',
      }),
    );
    if (skipSplash) {
      await context.addInitScript(() => {
        try {
          window.sessionStorage.setItem('splash-entered', '1');
        } catch {
          // Storage unavailable (opaque origin): nothing to skip.
        }
      });
    }
    await use(context);
  },

  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems = watchBrowserErrors(page, allowedConsoleErrors);
    await use(page);
    expect(problems, `The browser reported errors:\n${problems.join('\n')}`).toEqual([]);
  },
});

export { expect };
