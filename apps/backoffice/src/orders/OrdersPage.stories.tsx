import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onOrders, orderPage, orderSummaries } from '../fixtures/orders';
import { pageLoad, StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const meta = {
  title: 'Back-office/Orders',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/orders" />,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('packer'),
      onOrders(() => HttpResponse.json(orderPage())),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' }, pageLoad);
    const first = await within(table).findByRole('row', { name: /#1042/ }, pageLoad);
    await expect(within(first).getByText('Amina Bello')).toBeVisible();
    await expect(within(first).getByText('Cash on delivery')).toBeVisible();
    await expect(within(first).getByText('₦94,400.00')).toBeVisible();
    await expect(within(first).getByText('Placed')).toBeVisible();
    // A packer's navigation has no owner's sections.
    const nav = within(canvas.getByRole('navigation', { name: 'Back-office' }));
    await expect(nav.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  },
};

/** On a phone the same rows are cards. */
export const OnPhone: Story = { ...List, globals: onPhone };

/** The filters live in the URL and go to the API as they are. */
export const Filtered: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders?stage=confirmed&q=chidi" />,
  beforeEach({ msw }) {
    msw.use(
      onOrders((request) => {
        const query = new URL(request.url).searchParams;
        const matching = orderSummaries.filter(
          (order) =>
            order.stage === query.get('stage') &&
            order.customer.name.toLowerCase().includes(query.get('q') ?? ''),
        );
        return HttpResponse.json(orderPage(matching));
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' }, pageLoad);
    await expect(await within(table).findByRole('row', { name: /#1041/ })).toBeVisible();
    await expect(within(table).queryByRole('row', { name: /#1042/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('chidi');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const NoneMatch: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders?stage=on_hold" />,
  beforeEach({ msw }) {
    msw.use(onOrders(() => HttpResponse.json(orderPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order matches these filters.', {}, pageLoad)).toBeVisible();
  },
};
