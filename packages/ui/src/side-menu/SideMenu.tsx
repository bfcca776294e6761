import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useMediaQuery } from './useMediaQuery';
import '../theme.css';
import './SideMenu.css';

export interface SideMenuItem {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

export interface SideMenuProps {
  /** The name of the navigation landmark. */
  'aria-label': string;
  items: SideMenuItem[];
  /** The item of the page shown: marked `aria-current="page"`. */
  currentId?: string;
  /**
   * `responsive`: a row of tabs that scrolls sideways on phones, a vertical list from 768px wide.
   * `horizontal` or `vertical` keep one layout at every width.
   */
  orientation?: 'responsive' | 'horizontal' | 'vertical';
}

/** The menu of an area's pages (the account's sections), as links. */
export function SideMenu({
  'aria-label': ariaLabel,
  items,
  currentId,
  orientation = 'responsive',
}: SideMenuProps) {
  const isWide = useMediaQuery('(min-width: 48rem)');
  const layout = orientation === 'responsive' ? (isWide ? 'vertical' : 'horizontal') : orientation;
  return (
    <nav className="fk-SideMenu" aria-label={ariaLabel} data-orientation={layout}>
      <ul className="fk-SideMenu-list">
        {items.map((item) => (
          <li key={item.id} className="fk-SideMenu-item">
            <Link
              href={item.href}
              aria-current={item.id === currentId ? 'page' : undefined}
              className="fk-SideMenu-link"
            >
              {item.icon != null && (
                <span className="fk-SideMenu-icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
