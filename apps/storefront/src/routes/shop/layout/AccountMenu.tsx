import { useSession } from '@farmkit/session';
import { LinkButton } from '@farmkit/ui/button';
import { lazy, Suspense } from 'react';
import { paths } from '../../../paths';

// Only a signed-in shopper has the menu: a visitor's catalogue pages never download react-aria's menu code for it.
const ProfileMenu = lazy(async () => ({ default: (await import('./ProfileMenu')).ProfileMenu }));

/** The header's account corner: 'Login' when signed out, the profile photo's menu when signed in. */
export function AccountMenu() {
  const session = useSession();
  // While a reload restores the session, show neither, so 'Login' never flashes for a signed-in shopper.
  if (session.status === 'restoring') return null;
  if (session.status === 'signedOut') return <LinkButton href={paths.login}>Login</LinkButton>;
  return (
    <Suspense fallback={null}>
      <ProfileMenu />
    </Suspense>
  );
}
