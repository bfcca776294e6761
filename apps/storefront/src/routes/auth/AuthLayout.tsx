import { Link } from 'react-aria-components';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { paths } from '../../paths';
import { ToastRegion } from '../../toasts/ToastRegion';
import './AuthLayout.css';

/** The frame of sign-up, verification, login and password reset: the logo, one card, the auth toasts. */
export function AuthLayout() {
  return (
    <ToastRegion area="auth">
      <header className="auth-header site-container">
        <Link className="auth-header-logo" href={paths.landing}>
          <Logo />
        </Link>
      </header>
      <main className="auth-main">
        <Outlet />
      </main>
    </ToastRegion>
  );
}
