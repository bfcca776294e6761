export { SideMenu, type SideMenuItem, type SideMenuProps } from './SideMenu';
