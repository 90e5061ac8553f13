/**
 * Browser entry: fixes up stray auth links (site-and-portals.md §2.1), then hydrates a prerendered page, or
 * renders into the empty shell for app-only routes.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { rewriteAuthUrl } from './lib/auth-url-rewrite';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the router reads the location: an auth link arriving anywhere else goes to the agent callback (§2.1).
const rewritten = rewriteAuthUrl(new URL(window.location.href));
if (rewritten !== null) window.history.replaceState(window.history.state, '', rewritten);

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages carry elements; the shell (and the dev server) only a placeholder comment. After a rewrite
// the HTML belongs to the old path, so it is replaced rather than hydrated.
// Hydration as a transition: React hydrates in slices of a few milliseconds and lets the browser handle input in
// between, instead of one long task for the whole page (total blocking time on phones, issue "Platform" item 11).
if (container.firstElementChild && rewritten === null)
  startTransition(() => void hydrateRoot(container, app));
else {
  if (rewritten !== null) container.replaceChildren();
  createRoot(container).render(app);
}
