import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useCategories } from '../api/products';
import { paths } from '../paths';
import './CategoriesMenu.css';

interface CategoriesMenuProps {
  /** The button's text, also the menu's name. */
  label?: string;
}

/** A header's categories dropdown: one link per category the shop sells, each to its category page. */
export function CategoriesMenu({ label = 'Categories' }: CategoriesMenuProps) {
  const categories = useCategories();
  return (
    <MenuTrigger>
      <Button className="categories-button">
        {label}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </Button>
      <Popover className="categories-popover" placement="bottom start">
        <Menu
          className="categories-menu"
          aria-label={label}
          items={categories.data ?? []}
          renderEmptyState={() => (
            <p className="categories-empty">
              {categories.isError ? 'Categories are unavailable right now.' : 'Loading categories…'}
            </p>
          )}
        >
          {(item) => (
            <MenuItem className="categories-item" id={item.category} href={paths.category(item.category)}>
              {item.category}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
