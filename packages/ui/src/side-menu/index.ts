'use client';

export { SideMenu, type SideMenuItem, type SideMenuProps } from './SideMenu.js';
