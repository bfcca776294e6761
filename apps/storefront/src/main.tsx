import './styles';
import { restoreSession } from '@farmkit/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient';
import { appRoutes } from './appRoutes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A reload keeps the session through the httpOnly refresh cookie; pages needing it wait for the answer.
void restoreSession();

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes());

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
