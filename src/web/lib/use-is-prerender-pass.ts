import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * True while rendering on the server and during hydration of that HTML; false once hydrated and for every
 * client-side render. Lets a component emit markup that only matters in prerendered HTML (an inline script that
 * runs before the first paint), without a hydration mismatch and without client-rendering a `<script>` (which
 * React never executes and warns about).
 */
export function useIsPrerenderPass(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
