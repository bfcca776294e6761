import { useSession } from '@farmkit/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../../api/profile';
import { LoadError } from '../../components/LoadError';
import { paths } from '../../paths';
import type { SignInRequest } from '../../session/returnPath';
import { RouteLoading } from './RouteLoading';

/**
 * What needs a session (the account area, the checkout) shows only when signed in, else /login (which returns
 * here afterwards). While a reload restores the session and fetches the account, it waits rather than redirecting.
 *
 * Here rather than in session/: it reads the account through api/, and session/ depends on nothing in api/.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = useProfile();
  const location = useLocation();
  if (session.status === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ from: location } satisfies SignInRequest} />;
  }
  if (session.status === 'restoring' || profile.isPending) return <RouteLoading />;
  if (profile.isError) return <LoadError what="your account" onRetry={() => void profile.refetch()} />;
  return children;
}
