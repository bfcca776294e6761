import { type FormEvent, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { useShopNavigation } from '../../../navigation';
import { paths, SEARCH_FORM_FIELD } from '../../../paths';
import './ProductSearch.css';

export interface ProductSearchProps {
  /** The term of the results page shown, which the box shows; none elsewhere. */
  currentTerm?: string;
}

/** The header's search box: Enter or the button searches; a blank search shows every product. */
export function ProductSearch({ currentTerm = '' }: ProductSearchProps) {
  const { navigate } = useShopNavigation();
  const [text, setText] = useState(currentTerm);
  const [shownTerm, setShownTerm] = useState(currentTerm);
  if (currentTerm !== shownTerm) {
    setShownTerm(currentTerm);
    setText(currentTerm);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(paths.search(text));
  }

  return (
    <search className="product-search">
      {/* Sent before the app has started, the form still searches: the server redirects it to the results. */}
      <form className="product-search-form" action={paths.searchForm} method="get" onSubmit={search}>
        <SearchField
          className="product-search-field"
          name={SEARCH_FORM_FIELD}
          aria-label="Search products"
          value={text}
          onChange={setText}
        >
          <Input className="product-search-input" placeholder="Search Product" />
          <Button className="product-search-clear" aria-label="Clear search">
            ×
          </Button>
        </SearchField>
        <Button className="product-search-submit" type="submit" aria-label="Search">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
        </Button>
      </form>
    </search>
  );
}
