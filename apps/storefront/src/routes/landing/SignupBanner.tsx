import { useSession } from '@farmkit/session';
import { Link } from 'react-aria-components';
import { paths } from '../../paths';
import { siteLandingIslands } from '../../site/landingIslands';
import './SignupBanner.css';

/** The strip above the top bar that invites a visitor to sign up for the first-order discount. */
export function SignupBanner() {
  // An account holder has already signed up (a session still being restored shows it, the usual case).
  if (useSession().status === 'signedIn') return null;
  return (
    // A landmark of its own, so screen-reader users find the offer outside the top bar and the main page.
    <aside className="signup-banner" aria-label="First-order offer">
      <Link className="signup-banner-link" href={paths.signup}>
        {siteLandingIslands.banner}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10m-4-4 4 4-4 4" />
        </svg>
      </Link>
    </aside>
  );
}
