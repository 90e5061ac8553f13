/**
 * The hydration of one island (docs/decisions/0004, "Islands"; entry-islands.ts): React, its DOM renderer, the
 * islands' providers and the island's own component, each loaded from its chunk when the island starts (the
 * dynamic imports keep them out of what the page loads first), then hydrated on the island's own root; what the
 * visitor typed and did before is kept and replayed.
 */
import { islands } from './app/islands';
import { ISLAND_ATTRIBUTES } from './lib/island-attributes';
import { pending, pointers, record, replay, replayPointer } from './island-replay';
import { resetTyped, retype, typedInto } from './island-typed-input';

/** Islands whose code could not be loaded: they stay the server's HTML. */
export const failed = new Set<HTMLElement>();

/** Hydrates `island` once: loads React, the island's providers and its component, then replays. */
export async function hydrate(island: HTMLElement, trigger?: Event): Promise<void> {
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
