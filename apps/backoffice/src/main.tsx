import '@fontsource-variable/inter';
import '@farmkit/ui/theme.css';
import './styles.css';
import './auth/NotAllowedPage.css';
import './layout/AdminLayout.css';
import { restoreSession } from '@farmkit/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient';
import { backofficeRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The shop's session cookie signs the staff member in here too; pages needing it wait for the answer.
void restoreSession();

const router = createBrowserRouter(backofficeRoutes(), { basename: '/admin' });

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
