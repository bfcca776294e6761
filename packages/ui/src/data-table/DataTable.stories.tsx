import { formatMoney } from '@farmkit/ui/money';
import { type OrderStage, StageBadge } from '@farmkit/ui/stage-badge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, type Selection, type SortDescriptor } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface OrderRow {
  id: string;
  customer: string;
  stage: OrderStage;
  /** ISO 8601 date. */
  placedOn: string;
  total: number;
  href?: string;
}

const orders: OrderRow[] = [
  { id: 'FK-1042', customer: 'Ada Obi', stage: 'placed', placedOn: '2026-11-21', total: 12500 },
  {
    id: 'FK-1031',
    customer: 'Musa Bello',
    stage: 'out_for_delivery',
    placedOn: '2026-11-19',
    total: 48250.5,
  },
  { id: 'FK-1007', customer: 'Chiamaka Eze', stage: 'delivered', placedOn: '2026-11-02', total: 3000 },
];

const columns: DataTableColumn<OrderRow>[] = [
  { id: 'id', name: 'Order', isRowHeader: true, allowsSorting: true, render: (order) => order.id },
  { id: 'customer', name: 'Customer', render: (order) => order.customer },
  { id: 'stage', name: 'Stage', render: (order) => <StageBadge stage={order.stage} /> },
  { id: 'placedOn', name: 'Placed on', allowsSorting: true, render: (order) => order.placedOn },
  {
    id: 'total',
    name: 'Total',
    align: 'end',
    allowsSorting: true,
    render: (order) => formatMoney(order.total, { fractionDigits: 2 }),
  },
];

const withLinks = orders.map((order) => ({ ...order, href: `/orders/${order.id}` }));

function sortOrders(rows: OrderRow[], { column, direction }: SortDescriptor): OrderRow[] {
  const key = column as 'id' | 'placedOn' | 'total';
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return direction === 'descending' ? sorted.reverse() : sorted;
}

/** Holds the sort order and selection, and sorts the rows, as the back office's list page does. */
function OrdersDataTable(props: DataTableProps<OrderRow>) {
  const [sortDescriptor, setSortDescriptor] = useState(props.sortDescriptor);
  const [selectedKeys, setSelectedKeys] = useState<Selection>(props.selectedKeys ?? new Set());
  return (
    <DataTable
      {...props}
      rows={sortDescriptor ? sortOrders(props.rows, sortDescriptor) : props.rows}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        props.onSortChange?.(descriptor);
      }}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => {
        setSelectedKeys(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}

const navigate = fn();

const meta = {
  title: 'Components/DataTable',
  component: DataTable<OrderRow>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Orders',
    columns,
    rows: orders,
    onSortChange: fn(),
    onSelectionChange: fn(),
    emptyMessage: 'No orders match these filters.',
    loadingLabel: 'Loading orders',
  },
  // Row links navigate through the app's router; a spy stands in for it, so a click stays on the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  render: (args) => <OrdersDataTable {...args} />,
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keys the selection spy was last called with. */
const lastSelection = (spy: DataTableProps<OrderRow>['onSelectionChange']) =>
  (spy as ReturnType<typeof fn>).mock.lastCall?.[0];

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const rowHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Customer', 'Stage', 'Placed on', 'Total']);
    await expect(bodyRows(grid)).toHaveLength(3);
    await expect(rowHeaders(grid)).toEqual(['FK-1042', 'FK-1031', 'FK-1007']);
    const first = canvas.getByRole('row', { name: /FK-1042/ });
    await expect(within(first).getByText('Ada Obi')).toBeVisible();
    await expect(within(first).getByText('Placed')).toBeVisible();
    await expect(within(first).getByText('₦12,500.00')).toBeVisible();
    // The cards' labels are hidden in the table.
    await expect(within(first).getByText('Total')).not.toBeVisible();
  },
};

export const Sorting: Story = {
  args: { sortDescriptor: { column: 'id', direction: 'ascending' } },
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(canvas.getByRole('columnheader', { name: 'Order' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rowHeaders(grid)).toEqual(['FK-1007', 'FK-1031', 'FK-1042']);

    const total = canvas.getByRole('columnheader', { name: 'Total' });
    await userEvent.click(total);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(grid)).toEqual(['FK-1007', 'FK-1042', 'FK-1031']);

    await userEvent.click(total);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'descending' });
    await expect(rowHeaders(grid)).toEqual(['FK-1031', 'FK-1042', 'FK-1007']);

    // Columns without sorting ignore clicks.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

export const SelectingRows: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('row', { name: /FK-1031/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect([...(lastSelection(args.onSelectionChange) as Set<string>)]).toEqual(['FK-1031']);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: /FK-1042/ })).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    for (const each of bodyRows(canvas.getByRole('grid')))
      await expect(each).toHaveAttribute('aria-selected', 'true');
  },
};

export const RowLinks: Story = {
  args: { rows: withLinks },
  play: async ({ canvas, userEvent }) => {
    // Keyboard: Tab into the grid lands on the first row, the arrows move, Enter opens a row.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /FK-1042/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/orders/FK-1031', undefined);

    // A click anywhere on a row opens it.
    await userEvent.click(canvas.getByText('Chiamaka Eze'));
    await expect(navigate).toHaveBeenLastCalledWith('/orders/FK-1007', undefined);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(within(grid).getByText('No orders match these filters.')).toBeVisible();
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
  },
};

export const CustomEmptyState: Story = {
  args: { rows: [], renderEmptyState: () => <strong>Nothing yet: orders show here once placed.</strong> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing yet: orders show here once placed.')).toBeVisible();
    await expect(canvas.queryByText('No orders match these filters.')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(within(grid).getByRole('progressbar', { name: 'Loading orders' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders');
    await expect(within(grid).queryByText('FK-1042')).toBeNull();
  },
};

export const LoadingFinished: Story = {
  args: { isLoading: true },
  render: function Render(args) {
    const [isLoading, setLoading] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setLoading(false)}>
          Finish loading
        </button>
        <OrdersDataTable {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'FK-1042' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The orders could not be loaded.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const PHONE = 358;

export const CardsWhenNarrow: Story = {
  args: {
    selectionMode: 'multiple',
    rows: withLinks,
    sortDescriptor: { column: 'total', direction: 'descending' },
  },
  render: (args) => (
    <div style={{ width: PHONE }}>
      <OrdersDataTable {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    // The same grid, rows and headers for assistive tech.
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(bodyRows(grid)).toHaveLength(3);
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(6);

    // Cards: stacked, inside the container, the title first, each value under its label.
    const [first, second] = bodyRows(grid) as [HTMLElement, HTMLElement, HTMLElement];
    const firstBox = first.getBoundingClientRect();
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(firstBox.bottom);
    await expect(firstBox.width).toBeLessThanOrEqual(PHONE);
    const title = within(first).getByRole('rowheader').getBoundingClientRect();
    const total = within(first).getByText('₦48,250.50').getBoundingClientRect();
    const totalLabel = within(first).getByText('Total');
    await expect(totalLabel).toBeVisible();
    await expect(total.top).toBeGreaterThan(totalLabel.getBoundingClientRect().bottom - 1);
    await expect(total.top).toBeGreaterThan(title.bottom);

    // Only the sortable columns (and "select all") show, as sort buttons.
    await expect(canvas.getByRole('columnheader', { name: 'Customer' }).getBoundingClientRect().width).toBe(
      1,
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Placed on' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'placedOn', direction: 'ascending' });

    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

export const TableLayoutWhenNarrow: Story = {
  args: { layout: 'table' },
  render: (args) => (
    <div style={{ width: PHONE }}>
      <OrdersDataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('row', { name: /FK-1042/ });
    await expect(within(first).getByText('Total')).not.toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  },
};

const HOVERED_ROW = 'Hovered row';
const FOCUSED_ROW = 'Keyboard focus on a row';

const states = {
  'Sorted, with links': { rows: withLinks, sortDescriptor: { column: 'total', direction: 'descending' } },
  'Selection, one selected': { selectionMode: 'multiple', selectedKeys: new Set(['FK-1031']) },
  Empty: { rows: [] },
  Loading: { isLoading: true },
  Error: { error: 'The orders could not be loaded.', onRetry: fn() },
  [HOVERED_ROW]: { rows: withLinks },
  [FOCUSED_ROW]: { rows: withLinks },
} satisfies Record<string, Partial<DataTableProps<OrderRow>>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="48rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name} wide>
          <OrdersDataTable {...args} {...state} aria-label={`Orders, ${name}`} />
        </State>
      ))}
      <State name="Cards (390px)">
        <div style={{ width: PHONE }}>
          <OrdersDataTable
            {...args}
            rows={withLinks}
            selectionMode="multiple"
            selectedKeys={new Set(['FK-1031'])}
            sortDescriptor={{ column: 'total', direction: 'descending' }}
            aria-label="Orders, cards"
          />
        </div>
      </State>
      <State name="Cards, empty (390px)">
        <div style={{ width: PHONE }}>
          <OrdersDataTable {...args} rows={[]} aria-label="Orders, cards, empty" />
        </div>
      </State>
      <State name="Cards, loading (390px)">
        <div style={{ width: PHONE }}>
          <OrdersDataTable {...args} isLoading aria-label="Orders, cards, loading" />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('grid')).toHaveLength(9);
    const cell = (name: string) => within(canvas.getByRole('figure', { name }));
    // A Tab press puts React Aria in keyboard modality, so the focus that follows is a visible one.
    await userEvent.tab();
    cell(FOCUSED_ROW)
      .getByRole('row', { name: /FK-1031/ })
      .focus();
    await userEvent.hover(cell(HOVERED_ROW).getByRole('row', { name: /FK-1031/ }));
  },
};
