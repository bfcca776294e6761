import { Avatar } from '@farmkit/ui/avatar';
import { useMediaQuery } from '@farmkit/ui/use-media-query';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useProfile } from '../../../api/profile';
import { useLogout } from '../../../api/useSignOut';
import { paths } from '../../../paths';
import './ProfileMenu.css';

/** Below the header's wide layout (ShopHeader.css) the cart icon is small, so the menu offers the cart too. */
const SMALL_SCREEN = '(max-width: 55.99rem)';

/** A signed-in shopper's menu behind their profile photo: their account, the cart on small screens, and Logout. */
export function ProfileMenu() {
  const profile = useProfile();
  const logout = useLogout();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN);
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
