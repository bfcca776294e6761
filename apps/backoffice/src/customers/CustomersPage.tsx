import { type AdminCustomerSummary, countPages, PAGE_SIZES, STAFF_ROLE_LABELS } from '@farmkit/contract';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { FilterBar, FilterSearchField } from '@farmkit/ui/filter-bar';
import { Pager } from '@farmkit/ui/pager';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useUrlFilters } from '../layout/useUrlFilters';
import { useCustomers } from './customersApi';

type Row = AdminCustomerSummary & { href: string };

function LastOrder({ customer }: { customer: AdminCustomerSummary }) {
  const dates = useShopDates();
  return customer.last_order_at ? dates.date(customer.last_order_at) : 'None yet';
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, render: (customer) => customer.name || customer.email },
  { id: 'email', name: 'E-mail', render: (customer) => customer.email },
  { id: 'phone', name: 'Phone', render: (customer) => customer.phone ?? '' },
  {
    id: 'role',
    name: 'Staff role',
    render: (customer) => (customer.role ? STAFF_ROLE_LABELS[customer.role] : ''),
  },
  { id: 'orders', name: 'Orders', align: 'end', render: (customer) => customer.orders_count },
  { id: 'spent', name: 'Spent', align: 'end', render: (customer) => <Amount value={customer.total_spent} /> },
  {
    id: 'last',
    name: 'Last order',
    render: (customer) => <LastOrder customer={customer} />,
  },
];

/** Every account that may order, newest first, searched by name, e-mail or phone; search and page in the URL. */
export function CustomersPage() {
  const { filters, page, activeCount, setFilter, clear } = useUrlFilters(['q'] as const);
  const q = filters.q ?? '';
  const customers = useCustomers({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });

  const rows: Row[] = (customers.data?.results ?? []).map((customer) => ({
    ...customer,
    href: `/customers/${customer.id}`,
  }));
  const pageCount = countPages(customers.data?.count ?? 0, PAGE_SIZES.adminCustomers);

  return (
    <>
      <div className="bo-Page-header">
        <h1>Customers</h1>
        {customers.data && (
          <p>
            {customers.data.count} {customers.data.count === 1 ? 'account' : 'accounts'}
          </p>
        )}
      </div>
      <FilterBar aria-label="Customer filters" activeCount={activeCount} onClear={clear}>
        <FilterSearchField
          label="Search"
          placeholder="Name, e-mail or phone"
          defaultValue={q}
          onSubmit={(value) => setFilter('q', value.trim())}
          onClear={() => setFilter('q', '')}
        />
      </FilterBar>
      <DataTable
        aria-label="Customers"
        columns={columns}
        rows={rows}
        isLoading={customers.isPending}
        error={
          customers.isError ? errorText(customers.error, 'The customers could not be loaded.') : undefined
        }
        onRetry={() => void customers.refetch()}
        emptyMessage={q ? `No customer matches “${q}”.` : 'No customers yet.'}
      />
      <Pager page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
    </>
  );
}
