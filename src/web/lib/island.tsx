/**
 * Islands (issue "Public pages as HTML with islands" item 1; docs/decisions/0004): the interactive parts of a
 * public page. A public page is HTML rendered once (at build time, or by the server for a form's answer); the only
 * scripts it loads are its islands', each hydrated on its own root from its own chunk when it is needed
 * (app/islands.ts names them, entry-islands.ts starts them). Everything outside an island stays the server's HTML.
 *
 * In the single-page app an island is just its component: the wrapper is the same, nothing else happens.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTES, type IslandTrigger } from './island-attributes';

/** The state the server renders islands with, by island name (e.g. a form's values and errors). */
export type IslandState = Readonly<Record<string, unknown>>;

const IslandStateContext = createContext<IslandState>({});

/** Provides {@link IslandState} to the islands of a page rendered on the server. */
export const IslandStateProvider = IslandStateContext.Provider;

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /** The island's name in app/islands.ts, whose loader gives the same component. */
  name: string;
  /** The component: rendered here, and hydrated in the browser from the loader's chunk. */
  component: ComponentType<P>;
  /** The component's props: serialisable as JSON, since the browser reads them from the HTML. */
  props: P;
  /** When the island hydrates. */
  when: IslandTrigger;
  /**
   * The wrapper's element: a `<div>` with `display: contents` (no box of its own), or a `<span>` where the island
   * sits inside a phrasing element.
   */
  as?: 'div' | 'span';
}

/**
 * An island: `component` with `props` (plus `initialState`, when the server renders the page with state for this
 * island's `name`) inside a wrapper that names it and carries its props as JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when,
  as = 'div',
}: IslandProps<P>) {
  const state = useContext(IslandStateContext)[name];
  const allProps = (state === undefined ? props : { ...props, initialState: state }) as P;
  const Wrapper = as;
  return (
    <Wrapper
      {...{
        [ISLAND_ATTRIBUTES.name]: name,
        [ISLAND_ATTRIBUTES.trigger]: when,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(allProps),
      }}
      className="contents"
    >
      <Component {...allProps} />
    </Wrapper>
  );
}
