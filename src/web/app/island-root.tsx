/**
 * What every island renders inside (docs/decisions/0004, "Islands"): the providers the single-page app has (theme,
 * server-state cache), one cache shared by every island of the page, and a router whose every navigation is an
 * ordinary page load, since a public page is a document of its own (a link inside an island goes to the server as
 * any link of the page does). The toast viewport gets a root of its own when the first toast loads the library.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import type { ToasterProps } from 'sonner';
import { TOAST } from '@shared/constants';
import { useTheme } from '@web/components/theme/theme-context';
import { ThemeProvider } from '@web/components/theme/theme-provider';
import { onToastLibrary } from '@web/lib/toast';

/** One server-state cache for all the islands of the page (e.g. the session, read by the account menu and forms). */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 }, mutations: { retry: 0 } },
});

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

/** Toasts bottom-right, focused with Alt+T (§9), themed like the page. */
function Toasts({ Toaster }: { Toaster: ComponentType<ToasterProps> }) {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position={TOAST.position}
      hotkey={[...TOAST.hotkey]}
      theme={resolvedTheme}
      richColors
      closeButton
    />
  );
}

let toastRoot = false;
onToastLibrary(({ Toaster }) => {
  if (toastRoot) return;
  toastRoot = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(createElement(ThemeProvider, null, createElement(Toasts, { Toaster })));
});
