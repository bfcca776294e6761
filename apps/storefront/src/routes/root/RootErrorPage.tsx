import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import './RootErrorPage.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a page fails to render or its code fails to load. */
export function RootErrorPage() {
  const error = useRouteError();
  usePageMeta('Something went wrong', 'An unexpected error stopped this page from loading.');
  return (
    <main className="root-error">
      <h1>Unexpected Application Error!</h1>
      <p className="root-error-detail">{describe(error)}</p>
      {/* A full page load, so a broken client state cannot follow the reader. */}
      <a className="root-error-link" href="/">
        Back to the start
      </a>
    </main>
  );
}
