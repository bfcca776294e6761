import { useMediaQuery } from '@farmkit/ui/use-media-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
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
  const listRef = useRef<HTMLUListElement>(null);

  // A row of tabs wider than a phone hides its last ones: the current tab is scrolled into the middle.
  useEffect(() => {
    const list = listRef.current;
    if (layout !== 'horizontal' || currentId === undefined || !list) return;
    const current = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - current.offsetWidth) / 2;
  }, [layout, currentId]);

  return (
    <nav className="fk-SideMenu" aria-label={ariaLabel} data-orientation={layout}>
      <ul ref={listRef} className="fk-SideMenu-list">
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
