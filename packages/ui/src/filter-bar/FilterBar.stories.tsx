import { SelectField } from '@farmkit/ui/select-field';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS } from '../stories/showInteractionStates';
import { FilterBar, type FilterBarProps, FilterSearchField } from './FilterBar';

const stages = [
  { id: 'all', label: 'All stages' },
  { id: 'placed', label: 'Placed' },
  { id: 'delivered', label: 'Delivered' },
];
const payments = [
  { id: 'all', label: 'Any payment' },
  { id: 'now', label: 'Pay now' },
  { id: 'delivery', label: 'Pay on delivery' },
];

/** The filters of an orders list, held as the back office's list page holds them. */
function OrderFilters(props: Partial<FilterBarProps>) {
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState<Key | null>('all');
  const [payment, setPayment] = useState<Key | null>('all');
  const activeCount = [search !== '', stage !== 'all', payment !== 'all'].filter(Boolean).length;
  return (
    <FilterBar
      aria-label="Order filters"
      {...props}
      activeCount={props.activeCount ?? activeCount}
      onClear={() => {
        setSearch('');
        setStage('all');
        setPayment('all');
        props.onClear?.();
      }}
    >
      <FilterSearchField label="Search" placeholder="Order or customer" value={search} onChange={setSearch} />
      <SelectField label="Stage" items={stages} selectedKey={stage} onSelectionChange={setStage} />
      <SelectField label="Payment" items={payments} selectedKey={payment} onSelectionChange={setPayment} />
    </FilterBar>
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { 'aria-label': 'Order filters', onClear: fn(), children: null },
  render: ({ children: _, ...args }) => <OrderFilters {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoActiveFilters: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: 'Order filters' });
    await expect(within(bar).getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: /Stage/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const ActiveFilters: Story = {
  args: { activeCount: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** The app counts the filters it holds: typing shows the clear button, clearing empties every filter. */
export const ClearingFilters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'FK-10');
    await userEvent.click(canvas.getByRole('button', { name: /Stage/ }));
    const listbox = within(document.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Delivered' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Stage/ })).toHaveTextContent('All stages');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // The button left: focus goes to the first filter, not to the top of the page.
    await expect(search).toHaveFocus();
  },
};

export const SearchFieldClearButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
  },
};

export const OnPhone: Story = {
  args: { activeCount: 1 },
  render: ({ children: _, ...args }) => (
    <div style={{ width: 358 }}>
      <OrderFilters {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // One filter per line, full width, the clear button last.
    const search = canvas.getByRole('searchbox').closest('.fk-Field') as HTMLElement;
    const stage = canvas.getByRole('button', { name: /Stage/ }).closest('.fk-Field') as HTMLElement;
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await expect(stage.getBoundingClientRect().top).toBeGreaterThan(search.getBoundingClientRect().bottom);
    await expect(search.getBoundingClientRect().width).toBeCloseTo(358, 0);
    await expect(clear.getBoundingClientRect().top).toBeGreaterThan(stage.getBoundingClientRect().bottom);
  },
};

const states = {
  'No active filter': { activeCount: 0 },
  'Active filters': { activeCount: 2 },
  [HOVERED]: { activeCount: 1 },
  [KEYBOARD_FOCUS]: { activeCount: 1 },
} satisfies Record<string, Partial<FilterBarProps>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: ({ children: _, ...args }) => (
    <Matrix cellWidth="48rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name} wide>
          <OrderFilters {...args} {...state} aria-label={`Order filters, ${name}`} />
        </State>
      ))}
      <State name="Phone width (390px)" wide>
        <div style={{ width: 358 }}>
          <OrderFilters {...args} activeCount={1} aria-label="Order filters, phone width" />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(4);
    // The state cells show the clear button's hover and keyboard focus (the helper would pick the first select).
    const clearIn = (cell: string) =>
      within(canvas.getByRole('figure', { name: cell })).getByRole('button', { name: 'Clear filters' });
    await userEvent.tab();
    clearIn(KEYBOARD_FOCUS).focus();
    await userEvent.hover(clearIn(HOVERED));
  },
};
