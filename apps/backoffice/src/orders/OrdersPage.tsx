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
import { formatOrderDate } from '@farmkit/ui/orders-table';
import { Pager } from '@farmkit/ui/pager';
import { SelectField } from '@farmkit/ui/select-field';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { useState } from 'react';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useCan } from '../auth/useCan';
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

const columns: DataTableColumn<Row>[] = [
  { id: 'id', name: 'Order', isRowHeader: true, render: (order) => `#${order.id}` },
  { id: 'date', name: 'Date', render: (order) => formatOrderDate(order.created_at) },
  {
    id: 'customer',
    name: 'Customer',
    render: (order) => order.delivery?.name || order.customer.name || order.customer.email,
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
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

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
      <FilterBar aria-label="Order filters" activeCount={activeCount} onClear={clear}>
        <FilterSearchField
          label="Search"
          placeholder="Order, name, e-mail or phone"
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
