/**
 * The browser entry of the public pages (issue "Public pages as HTML with islands" item 1; docs/decisions/0004,
 * "Islands"): the only script a public page loads before an island needs more, added by the page's inline start
 * script after the first paint, at the first interaction or earlier when an island needs it ("After the first
 * paint", "Entry on demand"; scripts/prerender.ts), which keeps the key presses and the clicks on islands' buttons
 * made until then for this entry to take over. It fixes up stray auth links (site-and-portals.md §2.1) and hydrates each
 * island of the page (lib/island.tsx) on its own root, from its own chunk, when its trigger says:
 *
 * - `interaction`: the first pointer, touch, focus or key event inside it (for a modal island, anywhere: it covers
 *   the page);
 * - `visible`: when it comes within 200 px of the viewport;
 * - `idle`: when the browser is idle;
 * - `signed-in`: when idle, only if the server marked the page as a signed-in visitor's.
 *
 * Nothing else is hydrated: the rest of the page is the server's HTML, and its links are ordinary links. React and
 * its DOM renderer load with the first island that hydrates. A click or key press that lands on an island before it
 * has hydrated (on a phone, the tap that started it) is replayed on it once it has, unless the browser already
 * acted on it (a link to another page followed; a jump within the page and a form's submit button wait for the
 * island), and what was typed into its fields is kept.
 */
import { rewriteAuthUrl } from './lib/auth-url-rewrite';
import {
  EARLY_EVENTS_GLOBAL,
  ISLAND_ATTRIBUTES,
  ISLANDS_ARMED_ATTRIBUTE,
  type EarlyEvents,
  type IslandTrigger,
} from './lib/island-attributes';
import { failed, hydrate } from './island-hydration';
import { isModal } from './island-modal';
import { pending, pointers, record, replay, REPLAYED_KEYS } from './island-replay';
import { arm, visibleIslandsObserver } from './island-triggers';

/** The island `element` belongs to: the outermost one around it (an island inside another hydrates with it). */
function islandOf(element: Element): HTMLElement | null {
  let island = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
  for (
    let outer = island;
    outer;
    outer = outer.parentElement?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`) ?? null
  )
    island = outer;
  return island;
}

/**
 * A click or key press made before this entry ran (kept by the page's inline start script, scripts/prerender.ts): a
 * click on an island's button or in-page link, held there, starts that island and is replayed on it once it has
 * hydrated (ENTER SITE, the menu's button, a carousel's arrow, APPLY NOW, a form's submit button: the island's own
 * validation runs first); a
 * replayed key starts the island it landed on (for a key anywhere, a modal island) and is replayed as well.
 */
function takeOver(event: Event): void {
  const target = event.target instanceof Element && event.target.isConnected ? event.target : null;
  if (!target) return;
  if (event.type === 'keydown' && !REPLAYED_KEYS.has((event as KeyboardEvent).key)) return;
  const island =
    islandOf(target) ??
    (event.type === 'keydown'
      ? [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].find(isModal)
      : undefined);
  if (event.type === 'click') {
    // Held by the start script: the island replays it, else it is done as the browser would have done it.
    if (!island || failed.has(island) || island.hasAttribute('data-hydrated')) replay([event]);
    else {
      if (!pending.has(island)) void hydrate(island);
      pending.get(island)?.push(event);
    }
    return;
  }
  if (!island || failed.has(island) || island.hasAttribute('data-hydrated')) return;
  if (pending.has(island)) record(event);
  else void hydrate(island, event);
}

/**
 * The pointer's last move before this entry ran: one resting on an island (a mouse on a button with a tooltip, which
 * gets no new event until it moves) starts that island and is shown to it once it has hydrated.
 */
function takeOverPointer(pointer: PointerEvent | null | undefined): void {
  if (pointer?.type !== 'pointerover' || !(pointer.target instanceof Element) || !pointer.target.isConnected)
    return;
  const island = islandOf(pointer.target);
  if (!island || failed.has(island) || island.hasAttribute('data-hydrated')) return;
  if (!pending.has(island)) void hydrate(island);
  pointers.set(island, pointer);
}

/**
 * Takes over from the page's inline start script: keeps what lands on pending islands, arms every outermost island
 * by its trigger, handles the events kept until now, then marks the document as armed (`ISLANDS_ARMED_ATTRIBUTE`).
 */
function start(): void {
  const early = (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
  early?.stop();
  // Capture phase, before the page's own handlers: what lands on a pending island is kept for its replay.
  for (const type of ['click', 'keydown', 'pointerover', 'pointerout'])
    document.addEventListener(type, record, true);
  const visible = visibleIslandsObserver();
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    // An island inside another hydrates with it.
    if (island.parentElement?.closest(`[${ISLAND_ATTRIBUTES.name}]`)) continue;
    arm(island, (island.getAttribute(ISLAND_ATTRIBUTES.trigger) ?? 'interaction') as IslandTrigger, visible);
  }
  for (const event of early?.events ?? []) takeOver(event);
  takeOverPointer(early?.lastPointer());
  document.documentElement.setAttribute(ISLANDS_ARMED_ATTRIBUTE, '');
}

const rewritten = rewriteAuthUrl(new URL(window.location.href));
if (rewritten !== null) window.location.replace(rewritten);
else start();
