import type { AdminCustomerSummary } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  amina,
  customerPage,
  customerSummaries,
  deletedAmina,
  json,
  onCustomer,
  onCustomers,
} from '../fixtures/customers';
import { placedOrder } from '../fixtures/orders';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const requests: URLSearchParams[] = [];
const LONG_EMAIL = 'oluwaseun.adebayo-okonkwo@kujegreenfarms.ng';

const meta = {
  title: 'Back-office/Customers',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/customers" />,
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      ...signedInAs('manager'),
      onCustomers((request) => {
        const query = new URL(request.url).searchParams;
        requests.push(query);
        return json(customerPage(undefined, 60));
      }),
      onCustomer((id) =>
        id === amina.id ? json(amina) : json({ detail: 'Not found.', code: 'not_found' }, 404),
      ),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('grid', { name: 'Customers' }));
    await expect(await table.findByRole('rowheader', { name: 'Amina Bello' })).toBeVisible();
    await expect(table.getByText('₦111,200.00')).toBeVisible();
    await expect(table.getByText('Manager')).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'new.shopper@example.ng' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

export const ListOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Amina Bello')).toBeVisible();
  },
};

/**
 * A 40-character e-mail on a phone: it breaks inside its own cell instead of printing over the phone number beside
 * it, and the page never scrolls sideways.
 */
export const LongEmailOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    const [first, ...rest] = customerSummaries;
    msw.use(
      onCustomers(() =>
        json(customerPage([{ ...(first as AdminCustomerSummary), email: LONG_EMAIL }, ...rest])),
      ),
    );
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByText(LONG_EMAIL);
    const phone = canvas.getByText('+2348021234567');
    const emailBox = email.getBoundingClientRect();
    const phoneBox = phone.getBoundingClientRect();
    const apart =
      emailBox.right <= phoneBox.left || emailBox.bottom <= phoneBox.top || phoneBox.right <= emailBox.left;
    await expect(apart).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A search is sent to the API as `q`, kept in the URL, and the next page keeps it. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Amina Bello');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'amina{Enter}');
    await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('amina'));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect([requests.at(-1)?.get('q'), requests.at(-1)?.get('page')]).toEqual(['amina', '2']),
    );
  },
};

export const Customer: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/customers/7" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByRole('link', { name: 'Call +2348021234567' })).toHaveAttribute(
      'href',
      'tel:+2348021234567',
    );
    await expect(contact.getByText('12 Market Road, Kuje, 903101, Nigeria')).toBeVisible();
    const totals = within(canvas.getByRole('region', { name: 'Totals' }));
    await expect(totals.getByText('₦111,200.00')).toBeVisible();
    const orders = within(canvas.getByRole('grid', { name: 'Their orders' }));
    await expect(orders.getAllByRole('row')).toHaveLength(4);
    await expect(orders.getByRole('rowheader', { name: '#1042' })).toBeVisible();
  },
};

/** Each of their orders links to the order's page. */
export const OpenAnOrder: Story = {
  render: () => <StoryApp url="/customers/7" />,
  beforeEach({ msw }) {
    msw.use(http.get(at('admin/orders/:id/'), () => HttpResponse.json(placedOrder)));
  },
  play: async ({ canvas, userEvent }) => {
    const orders = within(await canvas.findByRole('grid', { name: 'Their orders' }));
    await userEvent.click(orders.getByRole('rowheader', { name: '#1042' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
  },
};

export const CustomerOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  render: () => <StoryApp url="/customers/7" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeVisible();
  },
};

export const UnknownCustomer: Story = {
  render: () => <StoryApp url="/customers/99" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no such customer.');
  },
};

/** A packer may not see the customers: the way back is to their own first page, the orders. */
export const PackerNotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  },
};

/** A deleted account: named by number, nothing to contact, its orders and totals kept. */
export const DeletedCustomer: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/customers/7" />,
  beforeEach({ msw }) {
    msw.use(onCustomer(() => json(deletedAmina)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deleted customer #7' })).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(
      contact.getByText('Erased when the account was deleted; its orders are kept.'),
    ).toBeVisible();
    await expect(contact.queryByRole('link')).toBeNull();
    const totals = within(canvas.getByRole('region', { name: 'Totals' }));
    await expect(totals.getByText('₦111,200.00')).toBeVisible();
  },
};
