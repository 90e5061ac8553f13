/**
 * Browser entry: fixes up stray auth links (site-and-portals.md §2.1), then hydrates a prerendered page, or
 * renders into the empty shell for app-only routes.
 */
import { rewriteAuthUrl } from './lib/auth-url-rewrite';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the router reads the location: an auth link arriving anywhere else goes to the agent callback (§2.1).
const rewritten = rewriteAuthUrl(new URL(window.location.href));
if (rewritten !== null) window.history.replaceState(window.history.state, '', rewritten);

/**
 * Resolves in a later task, so that what follows does not lengthen the current one. A message rather than a timer:
 * timers are clamped, and a paused test clock never fires them.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Starts the app in separate tasks rather than one long one (total blocking time on phones, issues "Platform" item
 * 11 and "Public pages fast on a phone" item 1). The entry itself holds only this; each step imports the next part
 * of the app, whose modules are evaluated in that step's own task (their chunks are preloaded with the entry's, see
 * scripts/prerender.ts):
 *
 * 1. React and its DOM renderer;
 * 2. the class merger, which builds its tables on its first call (that would otherwise fall inside the first
 *    component's render);
 * 3. the app: router, providers, layout and route table;
 * 4. hydration, as a transition, which React performs in slices of a few milliseconds with the browser free to
 *    handle input in between.
 *
 * Prerendered pages carry elements; the shell (and the dev server) only a placeholder comment. After a rewrite
 * the HTML belongs to the old path, so it is replaced rather than hydrated.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const [{ createElement, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  await nextTask();
  const { cn } = await import('./lib/utils');
  cn('p-0', 'p-1');
  await nextTask();
  const { App } = await import('./app/app');
  await nextTask();
  const app = createElement(App);
  if (root.firstElementChild && rewritten === null) startTransition(() => void hydrateRoot(root, app));
  else {
    if (rewritten !== null) root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
