import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** What an unknown address or a page that crashed shows: a plain message and the way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="bo-NotAllowed">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The back-office has no page at this address.'
          : 'Reload the page, or go back to the back-office.'}
      </p>
      {/* Not "the dashboard": `/` takes a member without it to their first section (auth/RequireCapability.tsx). */}
      <Link to="/">Back to the back-office</Link>
    </main>
  );
}
