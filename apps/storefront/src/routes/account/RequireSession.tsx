import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../../api/profile';
import { LoadError } from '../../components/LoadError';
import { paths } from '../../paths';
import type { SignInRequest } from '../../session/returnPath';
import { useSession } from '../../session/sessionStore';
import { RouteLoading } from '../root/RouteLoading';

/**
 * Spec 6: the account area needs a session, else /login (which returns here afterwards). While a reload
 * restores the session and fetches the account, the area waits rather than redirecting.
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
