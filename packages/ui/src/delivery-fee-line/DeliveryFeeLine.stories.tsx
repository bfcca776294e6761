import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { abujaArea, longNamedArea } from '../fixtures/delivery';
import { inShopFormat } from '../stories/inShopFormat';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { DeliveryFeeLine, type DeliveryFeeLineProps } from './DeliveryFeeLine';

const maitama = abujaArea('Maitama');

const meta = {
  title: 'Components/DeliveryFeeLine',
  component: DeliveryFeeLine,
  tags: ['autodocs'],
  args: { method: 'delivery', area: maitama, subtotal: 24500 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <DeliveryFeeLine {...args} />
    </div>
  ),
} satisfies Meta<typeof DeliveryFeeLine>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  'Delivery to an area': {},
  'Free area': { area: abujaArea('Kuje town') },
  Collection: { method: 'pickup' },
  'No area yet': { area: null },
  'Below the minimum': { subtotal: 13000 },
  'Below the minimum, kobo': { subtotal: 14999.5 },
} satisfies Record<string, Partial<DeliveryFeeLineProps>>;

export const DeliveryToAnArea: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery to Maitama')).toBeVisible();
    await expect(canvas.getByText('₦3,000')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Collection: Story = {
  args: states.Collection,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Collection at the farm')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    // A minimum is for delivery only.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const FreeArea: Story = {
  args: states['Free area'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery to Kuje town')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const NoAreaYet: Story = {
  args: states['No area yet'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery')).toBeVisible();
    await expect(canvas.getByText('Choose an area')).toBeVisible();
  },
};

export const BelowTheMinimum: Story = {
  args: states['Below the minimum'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Add ₦2,000 more for delivery to Maitama.');
  },
};

/** The shopper adds to the cart: the notice, a live region already in the page, goes once the minimum is met. */
export const ReachingTheMinimum: Story = {
  args: { subtotal: 11000 },
  render: function Render(args) {
    const [subtotal, setSubtotal] = useState(args.subtotal ?? 0);
    return (
      <div style={{ maxWidth: 360, display: 'grid', gap: 12 }}>
        <DeliveryFeeLine {...args} subtotal={subtotal} />
        <button type="button" onClick={() => setSubtotal((value) => value + 2000)}>
          Add a tray of eggs (₦2,000)
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Add ₦4,000 more for delivery to Maitama.');
    await userEvent.click(canvas.getByRole('button', { name: /Add a tray of eggs/ }));
    await expect(notice).toHaveTextContent('Add ₦2,000 more for delivery to Maitama.');
    await userEvent.click(canvas.getByRole('button', { name: /Add a tray of eggs/ }));
    await expect(notice).toBeEmptyDOMElement();
  },
};

export const OtherShopsMoney: Story = {
  decorators: [inShopFormat({ currency: 'GHS', locale: 'en-GH' })],
  args: {
    area: { name: 'East Legon', fee: 45, min_order: 300 },
    subtotal: 250,
    deliveryLabel: (name) => `Delivery (${name})`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery (East Legon)')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Add GH₵\s?50 more for delivery to East Legon\./,
    );
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="22rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <DeliveryFeeLine {...args} {...state} />
        </State>
      ))}
      <State name="Phone width (390px), long name">
        <div style={{ width: 358 }}>
          <DeliveryFeeLine {...args} area={longNamedArea} subtotal={42000} />
        </div>
      </State>
    </Matrix>
  ),
};
