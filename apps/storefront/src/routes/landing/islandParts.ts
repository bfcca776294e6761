import { LandingAccountLink } from './LandingAccountLink';
import { LivestockCarousel } from './LivestockCarousel';
import { SignupBanner } from './SignupBanner';

/**
 * What the landing page does in the browser beyond links: it hydrates these, each on its own, and leaves the rest
 * as the server's HTML (landingIslands.tsx). The top bar's menus are native (a popover and a dialog) and need no React.
 */
export const landingIslandParts = {
  'signup-banner': SignupBanner,
  'account-in-bar': LandingAccountLink,
  'account-in-drawer': LandingAccountLink,
  livestock: LivestockCarousel,
};
