/**
 * The browser entry of the public pages (issue "Public pages as HTML with islands" item 1; docs/decisions/0004,
 * "Islands"): the only script a public page loads at first, added by the page's inline start script once the first
 * paint is on screen ("After the first paint"; scripts/prerender.ts), which keeps the clicks and key presses made
 * until then for this entry to take over. It fixes up stray auth links (site-and-portals.md §2.1) and hydrates each
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
 * acted on it (a link to another page followed, a form sent; a jump within the page waits for the island), and what
 * was typed into its fields is kept.
 */
import { islands } from './app/islands';
import { rewriteAuthUrl } from './lib/auth-url-rewrite';
import {
  EARLY_EVENTS_GLOBAL,
  ISLAND_ATTRIBUTES,
  ISLANDS_ARMED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
  type EarlyEvents,
  type IslandTrigger,
} from './lib/island-attributes';

/** Events that start an `interaction` island. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Keys whose press before hydration is replayed (Enter and Space on a button arrive as a click). */
const REPLAYED_KEYS = new Set(['Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
/** How far outside the viewport a `visible` island starts, in px. */
const VISIBLE_MARGIN_PX = 200;
/** The longest wait for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 2_000;

/** Islands whose hydration has started but not finished, with the events to replay on them. */
const pending = new Map<HTMLElement, Event[]>();
/** Islands whose code could not be loaded: they stay the server's HTML. */
const failed = new Set<HTMLElement>();

/**
 * Whether `island` holds a modal dialog on screen (the splash until the visitor enters). Asked of the styles only
 * (`checkVisibility`), not of the layout: the entry runs while the page's first frames are still being made, and a
 * forced layout of the whole page then is a long task on a slow phone.
 */
function isModal(island: HTMLElement): boolean {
  const dialog = island.querySelector('[aria-modal="true"]');
  if (dialog === null) return false;
  return typeof dialog.checkVisibility === 'function'
    ? dialog.checkVisibility()
    : dialog.getClientRects().length > 0;
}

/** The pending island an event belongs to: the one it landed in, or a modal one for a key press. */
function pendingIslandOf(event: Event): HTMLElement | undefined {
  const target = event.target instanceof Node ? event.target : null;
  for (const island of pending.keys()) {
    if (target && island.contains(target)) return island;
    if (event.type === 'keydown' && isModal(island)) return island;
  }
  return undefined;
}

/**
 * Whether the browser acts on this click itself and so it is not replayed: it follows a link to another page. A
 * jump within the page, and a form's submit button, wait for the island instead (its handlers may do more: move
 * focus, validate the form and send it with the page's script), and are replayed once it has hydrated; should the
 * island fail to load, the replay does what the browser would have done.
 */
function actedOnByBrowser(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (event.defaultPrevented || !target) return true;
  const link = target.closest('a[href]');
  if (link) return !link.getAttribute('href')!.startsWith('#');
  return false;
}

/** The last pointer that entered or left each pending island: one still inside is shown to it again. */
const pointers = new Map<HTMLElement, PointerEvent>();

function record(event: Event): void {
  const island = pendingIslandOf(event);
  if (!island) return;
  if (event.type === 'pointerover' || event.type === 'pointerout') {
    pointers.set(island, event as PointerEvent);
    return;
  }
  if (event.type === 'click') {
    if (actedOnByBrowser(event)) return;
    event.preventDefault();
  }
  if (event.type === 'keydown' && !REPLAYED_KEYS.has((event as KeyboardEvent).key)) return;
  pending.get(island)!.push(event);
}

/**
 * Shows the island the pointer that is still over it (a mouse resting on a button with a tooltip, say): a
 * `pointerover` and a `pointermove` where it is.
 */
function replayPointer(pointer: PointerEvent | undefined): void {
  if (pointer?.type !== 'pointerover' || !(pointer.target instanceof Element) || !pointer.target.isConnected)
    return;
  const { clientX, clientY, pointerId, pointerType, isPrimary } = pointer;
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX,
    clientY,
    pointerId,
    pointerType,
    isPrimary,
  };
  pointer.target.dispatchEvent(new PointerEvent('pointerover', init));
  pointer.target.dispatchEvent(new PointerEvent('pointermove', init));
}

/** Dispatches a copy of each recorded event on its target, in order. */
function replay(events: Event[]): void {
  for (const event of events) {
    const target = event.target instanceof Element && event.target.isConnected ? event.target : null;
    if (!target) continue;
    if (event.type === 'click') {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    } else {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
      const init = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
    }
  }
}

/** A form control of an island as the visitor left it before the island hydrated. */
type Typed = {
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
};

/** The controls of `island` whose value or checked state the visitor changed from the server's HTML. */
function typedInto(island: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const control of island.querySelectorAll<Typed['control']>('input, textarea, select')) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
    if (changed)
      typed.push({ control, value: control.value, checked: 'checked' in control && control.checked });
  }
  return typed;
}

/** Sets the controls of `typed` back to the server's HTML, so the island hydrates over what it rendered. */
function resetTyped(typed: Typed[]): void {
  for (const { control } of typed) {
    if (control instanceof HTMLSelectElement)
      for (const option of control.options) option.selected = option.defaultSelected;
    else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      control.checked = control.defaultChecked;
    else control.value = control.defaultValue;
  }
}

/**
 * Types again what the visitor typed before the island hydrated: each value is set through the element's own
 * setter (not the one React watches) and an `input` and a `change` event sent, which the island's handlers take as
 * the visitor's change (the contact form strips angle brackets then, for instance).
 */
function retype(typed: Typed[]): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== checked) control.click();
      continue;
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Hydrates `island` once: loads React, the island's providers and its component, then replays. */
async function hydrate(island: HTMLElement, trigger?: Event): Promise<void> {
  if (pending.has(island) || failed.has(island) || island.hasAttribute('data-hydrated')) return;
  const name = island.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  const load = islands[name];
  if (!load) throw new Error(`No island named "${name}" in app/islands.ts.`);
  pending.set(island, []);
  // The event that started it is replayed as those that follow are.
  if (trigger) record(trigger);
  const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as Record<string, unknown>;
  let modules;
  try {
    modules = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./app/island-root'),
      load(),
    ]);
  } catch (error) {
    // Offline, or a new deployment replaced the chunks: the page stays as the server sent it, and what the visitor
    // did is done as the browser does it without scripts (a form is sent, a link followed).
    const events = pending.get(island) ?? [];
    pending.delete(island);
    failed.add(island);
    replay(events);
    throw error;
  }
  const [{ createElement }, { hydrateRoot }, { IslandRoot }, Component] = modules;
  const typed = typedInto(island);
  resetTyped(typed);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      island,
      createElement(IslandRoot, { onHydrated: resolve, children: createElement(Component, props) }),
    );
  });
  island.setAttribute('data-hydrated', '');
  retype(typed);
  const events = pending.get(island) ?? [];
  const pointer = pointers.get(island);
  pending.delete(island);
  pointers.delete(island);
  replayPointer(pointer);
  replay(events);
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 1);
}

/** Starts `island` when its trigger fires. */
function arm(island: HTMLElement, trigger: IslandTrigger, visible: IntersectionObserver | null): void {
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
 * A click or key press made before this entry ran (kept by the page's inline start script, scripts/prerender.ts):
 * when the browser did nothing with it (a click on a plain button, such as ENTER SITE or a menu's; a replayed key),
 * the island it landed on (for a key, a modal island) starts and gets it once hydrated, as if it had been pending.
 * A click on a link or on a form's submit button is left: the browser followed or sent it.
 */
function takeOver(event: Event): void {
  const target = event.target instanceof Element && event.target.isConnected ? event.target : null;
  if (!target) return;
  if (event.type === 'click') {
    const button = target.closest('button');
    if (!button || (button.type !== 'button' && button.form)) return;
  }
  if (event.type === 'keydown' && !REPLAYED_KEYS.has((event as KeyboardEvent).key)) return;
  const island =
    islandOf(target) ??
    (event.type === 'keydown'
      ? [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].find(isModal)
      : undefined);
  if (!island || failed.has(island) || island.hasAttribute('data-hydrated')) return;
  if (pending.has(island)) record(event);
  else void hydrate(island, event);
}

function start(): void {
  const early = (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
  early?.stop();
  // Capture phase, before the page's own handlers: what lands on a pending island is kept for its replay.
  for (const type of ['click', 'keydown', 'pointerover', 'pointerout'])
    document.addEventListener(type, record, true);
  const visible =
    typeof IntersectionObserver === 'function'
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
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    // An island inside another hydrates with it.
    if (island.parentElement?.closest(`[${ISLAND_ATTRIBUTES.name}]`)) continue;
    arm(island, (island.getAttribute(ISLAND_ATTRIBUTES.trigger) ?? 'interaction') as IslandTrigger, visible);
  }
  for (const event of early?.events ?? []) takeOver(event);
  document.documentElement.setAttribute(ISLANDS_ARMED_ATTRIBUTE, '');
}

const rewritten = rewriteAuthUrl(new URL(window.location.href));
if (rewritten !== null) window.location.replace(rewritten);
else start();
