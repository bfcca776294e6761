import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { deliveryHandlers, deliveryOrders } from '../fixtures/deliveries';
import { freezeToday } from '../fixtures/frozenToday';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const requests: URLSearchParams[] = [];

const meta = {
  title: 'Back-office/Deliveries',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/deliveries" />,
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...signedInAs('packer'), ...deliveryHandlers(deliveryOrders, requests));
    // The sheet names today: the screenshot's mask over it is as wide as that day's name.
    return freezeToday('2026-11-25T09:00:00+01:00');
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A packer's sheet: the cities in order (Kuje typed two ways is one city), "No address" last, cash per city. */
export const Sheet: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
    const cities = await canvas.findAllByRole('heading', { level: 2 });
    await expect(cities.map((city) => city.textContent)).toEqual(['Abuja', 'Kuje', 'No address']);

    // Both stages, each asked once with the largest page the API allows.
    await expect(requests.map((query) => [query.get('stage'), query.get('page_size')]).sort()).toEqual([
      ['confirmed', '100'],
      ['out_for_delivery', '100'],
    ]);

    const abuja = within(canvas.getByRole('region', { name: 'Abuja' }));
    // The test payment took no money: its total is collected at the door.
    await expect(abuja.getByText(/2 orders · Cash to collect/)).toHaveTextContent('₦4,800.00');
    await expect(abuja.getByText('Paid')).toBeVisible();
    await expect(abuja.getByText(/Test payment: no money taken: collect/)).toHaveTextContent('₦4,800.00');

    const kuje = within(canvas.getByRole('region', { name: 'Kuje' }));
    await expect(kuje.getByText(/2 orders · Cash to collect/)).toHaveTextContent('₦118,000.00');
    await expect(kuje.getAllByRole('link', { name: /^Order #/ }).map((link) => link.textContent)).toEqual([
      'Order #1048',
      'Order #1050',
    ]);
    const amina = within(kuje.getByText('Amina Bello').closest('li') as HTMLElement);
    await expect(amina.getByRole('link', { name: '+234 802 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348021234567',
    );
    await expect(await amina.findByText('2 × Fresh Farm Eggs (Crate of 30)')).toBeVisible();
    await expect(amina.getByText('1 × West African Dwarf Goat')).toBeVisible();
    await expect(amina.getByText('₦94,400.00')).toBeVisible();

    const noAddress = within(canvas.getByRole('region', { name: 'No address' }));
    await expect(noAddress.getByText(/No address was kept/)).toBeVisible();
    await expect(noAddress.getByText('Fatima Sule')).toBeVisible();

    await expect(canvas.getByText('Cash to collect in all').closest('div')).toHaveTextContent('₦132,400.00');
    await expect(await canvas.findByText('3 × Catfish (smoked, 1 kg)')).toBeVisible();
  },
};

export const SheetOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Kuje' })).toBeVisible();
    await expect(await canvas.findByText('1 × Honey (500 ml)')).toBeVisible();
  },
};

/** The print button hands the sheet to the browser's print dialog. */
export const Print: Story = {
  play: async ({ canvas, userEvent }) => {
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await canvas.findByRole('region', { name: 'Kuje' });
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
  },
};

export const NothingToDeliver: Story = {
  beforeEach({ msw }) {
    msw.use(...deliveryHandlers([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing to deliver/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(at('admin/orders/'), () =>
        HttpResponse.json({ detail: 'The server had a problem.', code: 'error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
