/**
 * What the visitor does to an island before it has hydrated (docs/decisions/0004, "Islands"; entry-islands.ts): a
 * click or key press that lands on a pending island is kept, unless the browser acts on it itself (a link to
 * another page followed), and dispatched again on it once it has hydrated, as is the pointer still resting on it.
 */
import { isModal } from './island-modal';

/** Keys whose press before hydration is replayed (Enter and Space on a button arrive as a click). */
export const REPLAYED_KEYS = new Set(['Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** Islands whose hydration has started but not finished, with the events to replay on them. */
export const pending = new Map<HTMLElement, Event[]>();

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
 * A form control whose click the browser answers itself (a checkbox ticked, a field focused), and whose state the
 * hydration keeps (island-typed-input.ts); a submit, reset or plain button input is not one.
 */
const BROWSER_CONTROL =
  'label, select, textarea, input:not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"])';

/**
 * Whether the browser acts on this click itself and so it is not replayed: it follows a link to another page, or it
 * ticks, chooses or focuses a form control ({@link BROWSER_CONTROL}). A jump within the page, and a button (a
 * form's submit button among them), wait for the island instead (its handlers may do more: move focus, validate the
 * form and send it with the page's script), and are replayed once it has hydrated; should the island fail to load,
 * the replay does what the browser would have done.
 */
function actedOnByBrowser(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (event.defaultPrevented || !target) return true;
  if (target.closest(BROWSER_CONTROL)) return true;
  const link = target.closest('a[href]');
  if (link) return !link.getAttribute('href')!.startsWith('#');
  return false;
}

/** The last pointer that entered or left each pending island: one still inside is shown to it again. */
export const pointers = new Map<HTMLElement, PointerEvent>();

/** Keeps `event` for the replay on the pending island it belongs to (a capture listener of the document). */
export function record(event: Event): void {
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
export function replayPointer(pointer: PointerEvent | undefined): void {
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
export function replay(events: Event[]): void {
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
