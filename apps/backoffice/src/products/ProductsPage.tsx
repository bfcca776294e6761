import {
  ADMIN_PRODUCT_ORDERINGS,
  type AdminProduct,
  type AdminProductOrdering,
  countPages,
  PAGE_SIZES,
  productPictureSrcSet,
} from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { FilterBar, FilterSearchField } from '@farmkit/ui/filter-bar';
import { Pager } from '@farmkit/ui/pager';
import { SelectField } from '@farmkit/ui/select-field';
import type { SortDescriptor } from 'react-aria-components';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useCan } from '../auth/useCan';
import { useCategoryNames } from '../categories/categoriesApi';
import { ANY, useUrlFilters } from '../layout/useUrlFilters';
import { PublishedBadge, StockLevel } from './ProductBadges';
import { PRODUCT_FILTER_KEYS, useProducts } from './productsApi';
import './ProductsPage.css';

const DEFAULT_ORDERING: AdminProductOrdering = 'name';
const publishedItems = [
  { id: ANY, label: 'Published or not' },
  { id: 'true', label: 'Published' },
  { id: 'false', label: 'Unpublished' },
];

type Row = AdminProduct & { href: string };

const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    name: 'Product',
    isRowHeader: true,
    allowsSorting: true,
    render: (product) => (
      <span className="bo-Products-name">
        {product.image ? (
          <img
            className="bo-Products-thumb"
            src={product.image}
            srcSet={productPictureSrcSet(product.image)}
            sizes="2.5rem"
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="bo-Products-thumb" aria-hidden="true" />
        )}
        {product.name}
      </span>
    ),
  },
  { id: 'category', name: 'Category', render: (product) => product.category },
  {
    id: 'price',
    name: 'Price',
    align: 'end',
    allowsSorting: true,
    render: (product) => <Amount value={product.price} />,
  },
  {
    id: 'stock',
    name: 'Stock',
    align: 'end',
    allowsSorting: true,
    render: (product) => <StockLevel product={product} />,
  },
  {
    id: 'published',
    name: 'Shop',
    render: (product) => <PublishedBadge published={product.published} />,
  },
];

/** `-price` is the price column, descending; an unknown value in the URL is the API's default. */
function sortOf(ordering: string | undefined): SortDescriptor {
  const known = ADMIN_PRODUCT_ORDERINGS.find((value) => value === ordering) ?? DEFAULT_ORDERING;
  return known.startsWith('-')
    ? { column: known.slice(1), direction: 'descending' }
    : { column: known, direction: 'ascending' };
}

function orderingOf(sort: SortDescriptor): string {
  return `${sort.direction === 'descending' ? '-' : ''}${String(sort.column)}`;
}

/** Every product, published or not, searched, filtered and sorted; the filters live in the URL. */
export function ProductsPage() {
  const can = useCan();
  const { filters, page, activeCount, setFilter, clear } = useUrlFilters(PRODUCT_FILTER_KEYS, {
    also: ['ordering'],
    defaults: { ordering: DEFAULT_ORDERING },
  });
  const products = useProducts(filters);
  const categoryNames = useCategoryNames();
  const categoryItems = [
    { id: ANY, label: 'Every category' },
    ...(categoryNames.data ?? []).map((name) => ({ id: name, label: name })),
    // A category named in the URL shows even before (or without) the list of names.
    ...(filters.category && !categoryNames.data?.includes(filters.category)
      ? [{ id: filters.category, label: filters.category }]
      : []),
  ];

  const rows: Row[] = (products.data?.results ?? []).map((product) => ({
    ...product,
    href: `/products/${product.id}`,
  }));
  const pageCount = countPages(products.data?.count ?? 0, PAGE_SIZES.adminProducts);

  return (
    <>
      <div className="bo-Page-header">
        <h1>Products</h1>
        {can('catalogue.write') && <LinkButton href="/products/new">New product</LinkButton>}
      </div>
      <FilterBar aria-label="Product filters" activeCount={activeCount} onClear={clear}>
        <FilterSearchField
          label="Search"
          placeholder="Part of the name"
          defaultValue={filters.q ?? ''}
          onSubmit={(value) => setFilter('q', value)}
          onClear={() => setFilter('q', '')}
        />
        <SelectField
          label="Category"
          items={categoryItems}
          selectedKey={filters.category ?? ANY}
          onSelectionChange={(key) => setFilter('category', String(key))}
        />
        <SelectField
          label="In the shop"
          items={publishedItems}
          selectedKey={filters.published ?? ANY}
          onSelectionChange={(key) => setFilter('published', String(key))}
        />
      </FilterBar>
      <DataTable
        aria-label="Products"
        columns={columns}
        rows={rows}
        sortDescriptor={sortOf(filters.ordering)}
        onSortChange={(sort) => setFilter('ordering', orderingOf(sort))}
        isLoading={products.isPending}
        error={products.isError ? errorText(products.error, 'The products could not be loaded.') : undefined}
        onRetry={() => void products.refetch()}
        emptyMessage={activeCount > 0 ? 'No product matches these filters.' : 'No products yet.'}
      />
      {pageCount > 1 && (
        <Pager page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
      )}
    </>
  );
}
