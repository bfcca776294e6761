import { useSession } from '@farmkit/session';
import { Link } from 'react-aria-components';
import { paths } from '../../paths';
import { siteLandingIslands } from '../../site/landingIslands';
import './SignupBanner.css';

/**
 * The strip above the top bar that invites a visitor to sign up for the first-order discount, worded with it
 * ("20%"); none while the shop offers no discount (null). An island: the page hands it the discount as it words it
 * from the shop's settings (useFirstOrderDiscount).
 */
export function SignupBanner({ discount }: { discount: string | null }) {
  const { status } = useSession();
  // An account holder has already signed up (a session still being restored shows it, the usual case).
  if (discount === null || status === 'signedIn') return null;
  return (
    // A landmark of its own, so screen-reader users find the offer outside the top bar and the main page.
    <aside className="signup-banner" aria-label="First-order offer">
      <Link className="signup-banner-link" href={paths.signup}>
        {siteLandingIslands.banner(discount)}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10m-4-4 4 4-4 4" />
        </svg>
      </Link>
    </aside>
  );
}
