/**
 * The server-state cache's defaults, one for the single-page app (app/providers.tsx) and one shared by the islands
 * of a public page (app/island-root.tsx).
 */
import { QueryClient } from '@tanstack/react-query';

/**
 * A server-state cache with the app's defaults: answers fresh for 30 s, a failed query tried once more, a failed
 * mutation never.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 }, mutations: { retry: 0 } },
  });
}
