import type { ReactNode } from 'react';
import { listItems } from './listItems.js';
import '../theme.css';
import './ProductRow.css';

export interface ProductRowProps {
  children?: ReactNode;
  /** Names the scrollable region, e.g. "Similar Items You Might Like". */
  'aria-label': string;
}

/** A horizontally scrolling list of cards that snaps to each card. */
export function ProductRow({ children, 'aria-label': ariaLabel }: ProductRowProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1).
    <section className="fk-ProductRow" aria-label={ariaLabel} tabIndex={0}>
      <ul className="fk-ProductRow-list">{listItems(children, 'fk-ProductRow-item')}</ul>
    </section>
  );
}
