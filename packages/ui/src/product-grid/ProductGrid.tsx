import type { ReactNode } from 'react';
import { listItems } from './listItems.js';
import '../theme.css';
import './ProductGrid.css';

export interface ProductGridProps {
  /** The cards; each one becomes an item of the list. */
  children?: ReactNode;
  'aria-label'?: string;
}

/** A responsive list of cards: 2 columns on phones, 3 from tablet width, 4 from about 1000px of room. */
export function ProductGrid({ children, 'aria-label': ariaLabel }: ProductGridProps) {
  // The columns follow the room the grid gets (a container query), not the window, so the grid also
  // fits a narrower column of a page.
  return (
    <div className="fk-ProductGrid">
      <ul className="fk-ProductGrid-list" aria-label={ariaLabel}>
        {listItems(children, 'fk-ProductGrid-item')}
      </ul>
    </div>
  );
}
