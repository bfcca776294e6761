import { useId, useRef } from 'react';
import { Link } from 'react-aria-components';
import { useCategories } from '../api/products';
import { paths } from '../paths';
import './CategoriesMenu.css';

interface CategoriesMenuProps {
  /** The button's text, also the list's name. */
  label?: string;
}

/**
 * A header's categories dropdown: a native popover of links, one per category the shop sells, each to its
 * category page. It opens, closes on Escape or a press outside, and is read as a list of links without any script
 * (the landing page never hydrates it) and without react-aria's menu code on the catalogue pages. The stylesheet of
 * the header it sits in names its button's anchor (CategoriesMenu.css).
 */
export function CategoriesMenu({ label = 'Categories' }: CategoriesMenuProps) {
  const categories = useCategories();
  const popoverId = useId();
  const popover = useRef<HTMLDivElement>(null);
  // A link opens its page in the app while the header stays: the list closes with the choice.
  const close = () => popover.current?.hidePopover();
  return (
    <>
      <button type="button" className="categories-button" popoverTarget={popoverId}>
        {label}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      <div ref={popover} id={popoverId} popover="auto" className="categories-popover">
        {categories.data?.length ? (
          <ul className="categories-menu" aria-label={label}>
            {categories.data.map(({ category }) => (
              <li key={category}>
                <Link className="categories-item" href={paths.category(category)} onPress={close}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="categories-empty">
            {categories.isError ? 'Categories are unavailable right now.' : 'Loading categories…'}
          </p>
        )}
      </div>
    </>
  );
}
