import { PAGE_SIZES } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedIn } from '../../fixtures/accounts';
import { categoriesHandler, fail, json, never, onCart, onOrders } from '../../fixtures/handlers';
import { cartOf, orderPageOf, sampleOrders } from '../../fixtures/orders';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const orders = sampleOrders(12);

/** The API's pages of `orders`, newest first, as many a page as the API's default when the page size is left out. */
const pagesOfOrders = (request: Request) => {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('page_size') ?? PAGE_SIZES.orders);
  return json(orderPageOf(orders.slice((page - 1) * pageSize, page * pageSize), orders.length))(request);
};

const meta = {
  title: 'Pages/Account/Orders',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/account/orders" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, ...signedIn(), onCart(json(cartOf([]))), onOrders(pagesOfOrders));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Your orders' });
    const rows = within(table).getAllByRole('row');
    // The header row, then the 10 newest orders.
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent('12Nov 21 26Pay NowPending₦106,600.00');
    await expect(within(table).getByRole('link', { name: 'Order 12' })).toHaveAttribute(
      'href',
      '/account/orders-details/12',
    );
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    const pager = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('link', { name: 'Order 1' })).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  },
};

export const ListOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your orders' });
    await expect(within(table).getByRole('link', { name: 'Order 12' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(onOrders(json(orderPageOf([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
  },
};

export const Loading: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(onOrders(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your orders…')).toHaveRole('status');
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(onOrders(fail(500)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load your orders.");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
