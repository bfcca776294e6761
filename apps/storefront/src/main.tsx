import './styles';
import { restoreSession } from '@farmkit/session';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadApiClient } from './api/client';
import { createQueryClient } from './api/queryClient';
import { appRoutes } from './appRoutes';
import { QUERY_STATE_ELEMENT_ID } from './serverHtml';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Loads the lazy parts of the routes this address shows before the router starts. A server-rendered page must
 * hydrate into the same page, not into the loading screen a router shows while a lazy route loads.
 */
async function loadRoutesOf(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
      );
      Object.assign(route, Object.fromEntries(loaded));
      route.lazy = undefined;
    }),
  );
}

// A reload keeps the session through the httpOnly refresh cookie; pages needing it wait for the answer.
void restoreSession();

// The HTTP client comes with the shopper's first press or key (api/client.ts): the call it leads to finds it there.
for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(type, () => void loadApiClient(), { once: true, capture: true, passive: true });
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = appRoutes();
  const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (serverState) {
    // The server rendered this page: take its data, so hydration fetches nothing twice, and hydrate its HTML.
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
    await loadRoutesOf(routes);
  }
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(root);
