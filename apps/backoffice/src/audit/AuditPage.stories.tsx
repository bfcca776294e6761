import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { auditEntries, auditHandlers } from '../fixtures/audit';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { staffAdminHandlers } from '../fixtures/staff-admin';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const requests: URLSearchParams[] = [];

const meta = {
  title: 'Back-office/Audit log',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/audit" />,
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...signedInAs('owner'), ...staffAdminHandlers(), ...auditHandlers(auditEntries, requests));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Log: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const entries = within(await canvas.findByRole('list', { name: 'Entries' }));
    const items = entries.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // A change shows what changed, in money and words: the price only, in naira (the log keeps kobo).
    const repriced = within(items[0] as HTMLElement);
    await expect(repriced.getByText('Product changed')).toBeVisible();
    await expect(repriced.getByRole('row', { name: /Price/ })).toHaveTextContent('Price₦1,500.00₦1,800.00');
    await expect(repriced.getAllByRole('row')).toHaveLength(2);
    await expect(repriced.queryByText('price_kobo')).toBeNull();
    // A deleted staff member is named by number, never as the operator.
    const left = within(items[1] as HTMLElement);
    await expect(left.getByText('Staff account deleted')).toBeVisible();
    await expect(left.getByText('Deleted staff #5')).toBeVisible();
    await expect(left.getByRole('row', { name: /Role/ })).toHaveTextContent('RolePacker—');
    const moved = within(items[2] as HTMLElement);
    await expect(moved.getByText('Order moved')).toBeVisible();
    await expect(moved.getByText('manager@kujegreenfarms.ng')).toBeVisible();
    await expect(moved.getByRole('link', { name: 'Order #1042' })).toHaveAttribute(
      'href',
      '/admin/orders/1042',
    );
    await expect(moved.getByRole('row', { name: /Stage/ })).toHaveTextContent('StagePlacedConfirmed');
    const created = within(items[4] as HTMLElement);
    await expect(created.getByRole('row', { name: /Price/ })).toHaveTextContent('Price₦65,000.00');
    await expect(within(items[5] as HTMLElement).getByText('The operator (command line)')).toBeVisible();
    await expect(requests.map((query) => query.get('page'))).toEqual(['1']);
  },
};

export const LogOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Product created')).toBeVisible();
  },
};

/** A filter goes into the URL and into the request: the API filters the log. */
export const FilterByEntity: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Entries' });
    await userEvent.click(canvas.getByRole('button', { name: /Entity/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Account' }));
    await waitFor(() => expect(requests.at(-1)?.get('entity')).toBe('user'));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Entries' })).getAllByRole('listitem')).toHaveLength(3),
    );
    await expect(canvas.getByText('3 entries')).toBeVisible();
  },
};

/** Filters in the URL (a shared link): one person on one day. */
export const FilteredFromTheUrl: Story = {
  render: () => <StoryApp url="/audit?actor=1&from=2026-11-20&to=2026-11-20" />,
  play: async ({ canvas }) => {
    const entries = within(await canvas.findByRole('list', { name: 'Entries' }));
    await expect(entries.getAllByRole('listitem')).toHaveLength(1);
    await expect(entries.getByText('Product created')).toBeVisible();
    // The staff list names the person once it arrives (the log shows the e-mail until then).
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Person/ })).toHaveTextContent('Hauwa Danjuma'),
    );
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  render: () => <StoryApp url="/audit?entity=category" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entry matches these filters.')).toBeVisible();
  },
};

export const ManagerNotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('manager'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  },
};
