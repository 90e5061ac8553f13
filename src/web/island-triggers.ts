/**
 * When each island hydrates (docs/decisions/0004, "Islands"; entry-islands.ts), by its trigger: `interaction` (the
 * first pointer, touch, focus or key event inside it; for a modal island, anywhere), `visible` (within
 * {@link VISIBLE_MARGIN_PX} of the viewport), `idle`, or `signed-in` (idle, on a signed-in visitor's page).
 */
import {
  INTERACTION_EVENTS,
  ISLAND_ATTRIBUTES,
  SIGNED_IN_ATTRIBUTE,
  VISIBLE_MARGIN_PX,
  type IslandTrigger,
} from './lib/island-attributes';
import { hydrate } from './island-hydration';
import { isModal } from './island-modal';

/** The longest wait for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `work` when the browser is idle (at the latest after {@link IDLE_TIMEOUT_MS}). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 1);
}

/** Starts `island` when its trigger fires. */
export function arm(island: HTMLElement, trigger: IslandTrigger, visible: IntersectionObserver | null): void {
  const start = () => void hydrate(island);
  switch (trigger) {
    case 'interaction': {
      const scope: EventTarget = isModal(island) ? document : island;
      const onEvent = (event: Event) => {
        for (const type of INTERACTION_EVENTS) scope.removeEventListener(type, onEvent, true);
        void hydrate(island, event);
      };
      for (const type of INTERACTION_EVENTS)
        scope.addEventListener(type, onEvent, { capture: true, passive: true });
      if (island.contains(document.activeElement)) start();
      break;
    }
    case 'visible':
      // The wrapper has no box of its own (`display: contents`): its first element is watched.
      if (visible) visible.observe(island.firstElementChild ?? island);
      else start();
      break;
    case 'idle':
      whenIdle(start);
      break;
    case 'signed-in':
      if (document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) whenIdle(start);
      break;
  }
}

/** The observer that starts `visible` islands, or null where the browser has none (they start at once then). */
export function visibleIslandsObserver(): IntersectionObserver | null {
  return typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer.unobserve(entry.target);
            const island = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
            if (island) void hydrate(island);
          }
        },
        { rootMargin: `${VISIBLE_MARGIN_PX}px` },
      )
    : null;
}
