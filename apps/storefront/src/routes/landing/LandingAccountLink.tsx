import { useSession } from '@farmkit/session';
import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../paths';

/** The top bar's account button: Login, or the store once signed in (a session being restored shows Login). */
export function LandingAccountLink() {
  return useSession().status === 'signedIn' ? (
    <LinkButton href={paths.home}>online Store</LinkButton>
  ) : (
    <LinkButton href={paths.login}>Login</LinkButton>
  );
}
