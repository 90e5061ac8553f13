/**
 * The whole app as the browser runs it: the router, the app-wide providers and the route table
 * (site-and-portals.md §2.1). Loaded by the browser entry (entry-client.tsx) as its last start step.
 */
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

/** The app's element tree in the browser. */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes documents="load" />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
}
