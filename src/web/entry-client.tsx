/** Browser entry: hydrates a prerendered page, or renders into the empty shell for app-only routes. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages carry elements; the shell (and the dev server) only a placeholder comment.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
