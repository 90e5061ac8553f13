/** Small page helpers shared by the journeys: toasts, sections, visibility as a user perceives it. */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { waitForIslandsSettled } from './islands-settled';

/** The sonner toaster (bottom-right). */
export function toaster(page: Page): Locator {
  return page.locator('[data-sonner-toaster]');
}

/** The toast whose title is `title`. */
function toast(page: Page, title: string): Locator {
  return toaster(page).locator('[data-sonner-toast]').filter({ hasText: title });
}

/** Asserts a toast with `title` (and `text`, when given) is shown. */
export async function expectToast(page: Page, title: string, text?: string | RegExp): Promise<Locator> {
  const shown = toast(page, title).first();
  await expect(shown, `toast "${title}"`).toBeVisible();
  if (text !== undefined) await expect(shown).toContainText(text);
  return shown;
}

/** The `<section>` of the page that has a heading matching `name`. */
export function sectionWithHeading(page: Page, name: string | RegExp): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name }) });
}

/**
 * The opacity a user perceives: the product of the element's and its ancestors' computed opacity, 0 when it or
 * an ancestor is `visibility: hidden` or `display: none`.
 */
export function perceivedOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    const own = getComputedStyle(element);
    if (own.visibility === 'hidden') return 0;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none') return 0;
      opacity *= Number(style.opacity);
    }
    return opacity;
  });
}

/**
 * Holds requests matching `url` until `release()` is called, so a test can look at the page while the request
 * is in flight. The request then goes on to the real server.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route(url, async (route: Route) => {
    markHeld();
    await gate;
    await route.continue();
  });
  return { release, held };
}

/** Counts the requests to `url` made from now on. */
export function countRequests(page: Page, url: RegExp): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (url.test(request.url())) counter.count += 1;
  });
  return counter;
}

/**
 * Opens `path` and waits until React has hydrated the page's main heading, so clicks reach React handlers (a
 * click before hydration would hit the bare prerendered HTML).
 */
export async function gotoHydrated(page: Page, path: string, hydratedSelector = 'main h1'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, hydratedSelector);
}

/**
 * Waits until the page is ready for a visitor's input. A public page (static HTML with islands, docs/decisions/0004)
 * is ready once its islands wait for their triggers (`data-islands` on `<html>`): an island hydrates on the first
 * interaction with it and replays it. In the single-page app: until the element matching `selector` is owned by
 * React (hydrated or rendered on the client), and so is the last element of `<main>`. React attaches its fiber to an element while it renders, and hydrates a page in
 * slices, top to bottom: a heading can be owned while the form under it is still bare HTML, where a click on a
 * checkbox is lost. The last element is owned only once rendering has reached the end of the page, just before
 * the commit.
 */
export async function waitForHydration(page: Page, selector = 'main h1'): Promise<void> {
  await page.waitForFunction(
    (css) => {
      if (document.documentElement.hasAttribute('data-islands')) return true;
      const owned = (element: Element | null | undefined) =>
        element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const inMain = document.querySelector('main')?.getElementsByTagName('*');
      const last = inMain && inMain.length > 0 ? inMain[inMain.length - 1] : undefined;
      return owned(document.querySelector(css)) && (last === undefined || owned(last));
    },
    selector,
    { polling: 100 }, // not requestAnimationFrame: tests may fake the clock
  );
}

/** React's chunk (React and its DOM renderer, vite.config.ts), which a public page loads only for an island. */
const REACT_CHUNK = /\/assets\/react-[^/]+\.js$/;

/**
 * Opens `path` as a visitor does and leaves it alone until the network is quiet (docs/decisions/0004, "Islands").
 *
 * @returns the paths of every request the page made, and whether React's chunk was among them.
 */
export async function openUntouched(
  page: Page,
  path: string,
): Promise<{ requests: string[]; loadsReact: boolean }> {
  const requests: string[] = [];
  const onRequest = (request: { url(): string }) => requests.push(new URL(request.url()).pathname);
  page.on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForIslandsSettled(page);
  } finally {
    page.off('request', onRequest);
  }
  return { requests, loadsReact: requests.some((request) => REACT_CHUNK.test(request)) };
}
