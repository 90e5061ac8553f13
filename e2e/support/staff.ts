/**
 * What the staff journeys share (issue "Staff operations"): an admin account made once per worker (each test signs
 * in on its own, with its own client IP), and a second browser of its own for the person staff act on — a learner
 * signed in there, whose session the journeys watch.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount, GOOD_PASSWORD, grantAdmin } from './accounts';
import { expect, test as base, watchBrowserErrors } from './fixtures';
import { uniqueToken } from './site';

/** A client IP of its own for a request context or a browser (the per-IP rate limits count each separately). */
function clientIpHeaders() {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

/** The journeys' `test` with `adminEmail`: a confirmed admin account (on the artist list) shared by the worker. */
export const test = base.extend<object, { adminEmail: string }>({
  adminEmail: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: clientIpHeaders(),
      });
      const email = `staff-admin-${uniqueToken()}@example.com`;
      await createConfirmedAccount(request, { list: 'artist', email });
      await grantAdmin(email);
      await request.dispose();
      await use(email);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Signs `request` (a page's, whose cookies are its browser's) in as `email` on the program's portal. */
export async function signInAs(request: APIRequestContext, email: string): Promise<void> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** A browser of its own (another person's), with a page whose errors fail the test at `finish`. */
export interface OtherBrowser {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and fails on any error its page reported. */
  finish: () => Promise<void>;
}

/**
 * Opens a browser of its own for another person (the learner staff act on), with its own client IP, external pages
 * stubbed and the splash skipped, as the test's own page has (support/fixtures.ts).
 */
export async function otherBrowser(
  browser: Browser,
  allowedConsoleErrors: RegExp[] = [],
): Promise<OtherBrowser> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: clientIpHeaders(),
  });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && /^https?:$/.test(url.protocol),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>External</title>',
      }),
  );
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem('splash-entered', '1');
    } catch {
      // Storage unavailable: nothing to skip.
    }
  });
  const page = await context.newPage();
  const problems = watchBrowserErrors(page, allowedConsoleErrors);
  return {
    context,
    page,
    finish: async () => {
      await context.close();
      expect(problems, `The other browser reported errors:\n${problems.join('\n')}`).toEqual([]);
    },
  };
}
