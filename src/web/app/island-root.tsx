/**
 * What every island renders inside (docs/decisions/0004, "Islands"): the providers the single-page app has (theme,
 * server-state cache), one cache shared by every island of the page, and a router whose every navigation is an
 * ordinary page load, since a public page is a document of its own (a link inside an island goes to the server as
 * any link of the page does). The toast viewport gets a root of its own when the first toast loads the library.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { ThemeProvider } from '@web/components/theme/theme-provider';
import { newQueryClient } from '@web/lib/query-client';
import { onToastLibrary } from '@web/lib/toast';
import { Toasts } from './providers';

/** One server-state cache for all the islands of the page (e.g. the session, read by the account menu and forms). */
const queryClient = newQueryClient();

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** Navigations from inside an island: the browser loads the page. */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * The providers around one island; `onHydrated` runs once the island has hydrated and its effects have run (the
 * loader then replays what the visitor did before, see entry-islands.ts).
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  const { pathname, search, hash } = window.location;
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
          {children}
        </Router>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

// The toast viewport (app/providers.tsx), in a root of its own, once the first toast has loaded the library.
const stopWaitingForToasts = onToastLibrary(() => {
  stopWaitingForToasts();
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <ThemeProvider>
      <Toasts />
    </ThemeProvider>,
  );
});
