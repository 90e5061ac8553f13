/**
 * The attributes of an island's wrapper (lib/island.tsx writes them, entry-islands.ts reads them). Apart from
 * island.tsx so the loader imports no React.
 */
export const ISLAND_ATTRIBUTES = {
  /** The island's name in app/islands.ts. */
  name: 'data-island',
  /** Its {@link IslandTrigger}. */
  trigger: 'data-when',
  /** Its component's props as JSON. */
  props: 'data-props',
} as const;

/**
 * When an island hydrates: on the first interaction with it (for a modal island, with the page), when it comes
 * near the viewport, when the page is idle, or when the page is idle and the server marked the document as that
 * of a signed-in visitor ({@link SIGNED_IN_ATTRIBUTE}).
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle' | 'signed-in';

/** Events that start an `interaction` island (and, on a page whose islands all wait for one, the islands' entry). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How far outside the viewport a `visible` island starts, in px. */
export const VISIBLE_MARGIN_PX = 200;

/** Set on `<html>` by the server when the request carries a session cookie (http/web-app.ts). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * The global under which a public page's inline start script (scripts/prerender.ts) keeps the clicks and key presses
 * made before the islands' entry ran, for the entry to take over ({@link EarlyEvents}).
 */
export const EARLY_EVENTS_GLOBAL = '__islandsEarly';

/** What the inline start script leaves under {@link EARLY_EVENTS_GLOBAL}. */
export interface EarlyEvents {
  /**
   * The `keydown` events seen on the page so far and the `click` events on a button or an in-page link (`#…`) inside
   * an island, in order; the start script prevented each such click's default, so the entry replays it (or, should
   * the island fail to load, does what the browser would have done).
   */
  events: Event[];
  /** The last `pointerover` or `pointerout` seen on the page, or null: a pointer resting on an island shows it. */
  lastPointer(): PointerEvent | null;
  /** Stops recording them. */
  stop(): void;
}

/**
 * Set on `<html>` once every island of the page waits for its trigger (what tests wait for on a public page): by the
 * islands' entry once it has armed them, or by the page's inline start script when every island waits for the first
 * interaction and the entry itself waits for it too (scripts/prerender.ts).
 */
export const ISLANDS_ARMED_ATTRIBUTE = 'data-islands';
