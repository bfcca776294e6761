import {
  type AdminOrderSummary,
  countPages,
  ORDER_STAGE_LABELS,
  ORDER_STAGES,
  PAGE_SIZES,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { FilterBar, FilterSearchField } from '@farmkit/ui/filter-bar';
import { Pager } from '@farmkit/ui/pager';
import { SelectField } from '@farmkit/ui/select-field';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { useState } from 'react';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useCan } from '../auth/useCan';
import { type ActiveFilter, CollapsibleFilters } from '../layout/CollapsibleFilters';
import { DayRangeFields } from '../layout/DayRangeFields';
import { ANY, useUrlFilters } from '../layout/useUrlFilters';
import { downloadOrdersCsv, ORDER_FILTER_KEYS, useOrders } from './ordersApi';
import { paymentLabel } from './paymentLabel';
import './OrdersPage.css';

const stageItems = [
  { id: ANY, label: 'Every stage' },
  ...ORDER_STAGES.map((stage) => ({ id: stage, label: ORDER_STAGE_LABELS[stage] })),
];
const paymentItems = [
  { id: ANY, label: 'Every payment' },
  ...(Object.entries(PAYMENT_METHOD_LABELS) as [PaymentMethod, string][]).map(([id, label]) => ({
    id,
    label,
  })),
];

type Row = AdminOrderSummary & { href: string };

/** When it was placed, in the shop's time zone, to the minute: orders of one day differ by their time. */
function PlacedAt({ order }: { order: AdminOrderSummary }) {
  return useShopDates().dateTime(order.created_at);
}

const columns: DataTableColumn<Row>[] = [
  { id: 'id', name: 'Order', isRowHeader: true, render: (order) => `#${order.id}` },
  { id: 'date', name: 'Date', render: (order) => <PlacedAt order={order} /> },
  {
    id: 'customer',
    name: 'Customer',
    render: (order) =>
      order.customer.deleted
        ? order.customer.name
        : order.delivery?.name || order.customer.name || order.customer.email,
  },
  { id: 'city', name: 'City', render: (order) => order.delivery?.city ?? '' },
  { id: 'stage', name: 'Stage', render: (order) => <StageBadge stage={order.stage} /> },
  { id: 'payment', name: 'Payment', render: paymentLabel },
  { id: 'total', name: 'Total', align: 'end', render: (order) => <Amount value={order.total_price} /> },
];

/** Every order, filtered by stage, payment, days and a search; the filters live in the URL. */
export function OrdersPage() {
  const { filters, page, activeCount, setFilter, clear } = useUrlFilters(ORDER_FILTER_KEYS);
  const orders = useOrders(filters);
  const can = useCan();
  const dates = useShopDates();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The search box keeps what was typed (`defaultValue`): emptied by a new one when its filter is removed.
  const [searchBox, setSearchBox] = useState(0);
  const label = (items: { id: string; label: string }[], id: string) =>
    items.find((item) => item.id === id)?.label ?? id;
  const active: ActiveFilter[] = [
    filters.q && { key: 'q', label: `“${filters.q}”` },
    filters.stage && { key: 'stage', label: label(stageItems, filters.stage) },
    filters.payment_method && { key: 'payment_method', label: label(paymentItems, filters.payment_method) },
    filters.from && { key: 'from', label: `From ${dates.day(filters.from)}` },
    filters.to && { key: 'to', label: `To ${dates.day(filters.to)}` },
  ].filter((filter): filter is ActiveFilter => Boolean(filter));

  async function exportCsv() {
    setExporting('busy');
    try {
      await downloadOrdersCsv(filters);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  }

  const rows: Row[] = (orders.data?.results ?? []).map((order) => ({
    ...order,
    href: `/orders/${order.id}`,
  }));
  const pageCount = countPages(orders.data?.count ?? 0, PAGE_SIZES.adminOrders);

  return (
    <>
      <div className="bo-Page-header">
        <h1>Orders</h1>
        {can('orders.export') && (
          <Button variant="secondary" onPress={() => void exportCsv()} isPending={exporting === 'busy'}>
            Export CSV
          </Button>
        )}
      </div>
      {exporting === 'failed' && (
        <p role="alert" className="bo-Orders-error">
          The export failed. Please try again.
        </p>
      )}
      <CollapsibleFilters
        active={active}
        onRemove={(key) => {
          if (key === 'q') setSearchBox((box) => box + 1);
          setFilter(key as (typeof ORDER_FILTER_KEYS)[number], '');
        }}
      >
        <FilterBar
          aria-label="Order filters"
          activeCount={activeCount}
          onClear={() => {
            setSearchBox((box) => box + 1);
            clear();
          }}
        >
          <FilterSearchField
            key={searchBox}
            label="Search"
            placeholder="Order, name, phone, product or area"
            defaultValue={filters.q ?? ''}
            onSubmit={(value) => setFilter('q', value)}
            onClear={() => setFilter('q', '')}
          />
          <SelectField
            label="Stage"
            items={stageItems}
            selectedKey={filters.stage ?? ANY}
            onSelectionChange={(key) => setFilter('stage', String(key))}
          />
          <SelectField
            label="Payment"
            items={paymentItems}
            selectedKey={filters.payment_method ?? ANY}
            onSelectionChange={(key) => setFilter('payment_method', String(key))}
          />
          <DayRangeFields from={filters.from} to={filters.to} onChange={setFilter} />
        </FilterBar>
      </CollapsibleFilters>
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={rows}
        isLoading={orders.isPending}
        error={orders.isError ? errorText(orders.error, 'The orders could not be loaded.') : undefined}
        onRetry={() => void orders.refetch()}
        emptyMessage={activeCount > 0 ? 'No order matches these filters.' : 'No orders yet.'}
      />
      {pageCount > 1 && (
        <Pager page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
      )}
    </>
  );
}
