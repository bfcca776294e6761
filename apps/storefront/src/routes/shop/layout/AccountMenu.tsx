import { useSession } from '@farmkit/session';
import { Avatar } from '@farmkit/ui/avatar';
import { LinkButton } from '@farmkit/ui/button';
import { useMediaQuery } from '@farmkit/ui/use-media-query';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useProfile } from '../../../api/profile';
import { useLogout } from '../../../api/useSignOut';
import { paths } from '../../../paths';
import './AccountMenu.css';

/** Below the header's wide layout (ShopHeader.css) the cart icon is small, so the menu offers the cart too. */
const SMALL_SCREEN = '(max-width: 55.99rem)';

/** The header's account corner: 'Login' when signed out, the profile photo's menu when signed in. */
export function AccountMenu() {
  const session = useSession();
  const profile = useProfile();
  const logout = useLogout();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN);

  // While a reload restores the session, show neither, so 'Login' never flashes for a signed-in shopper.
  if (session.status === 'restoring') return null;
  if (session.status === 'signedOut') return <LinkButton href={paths.login}>Login</LinkButton>;
  return (
    <MenuTrigger>
      <Button className="account-menu-button" aria-label="Account menu">
        {/* The button's label names it: the picture itself is decoration here. */}
        <Avatar src={profile.data?.profilePicture ?? undefined} name="" size="sm" />
      </Button>
      <Popover className="account-menu-popover" placement="bottom end">
        <Menu className="account-menu" onAction={(key) => key === 'logout' && void logout()}>
          <MenuSection>
            <Header className="account-menu-header">Welcome!</Header>
            <MenuItem className="account-menu-item" id="account" href={paths.account.index}>
              my Accounts
            </MenuItem>
            {isSmallScreen && (
              <MenuItem className="account-menu-item" id="cart" href={paths.cart}>
                Cart
              </MenuItem>
            )}
            <MenuItem className="account-menu-item" id="logout">
              Logout
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
