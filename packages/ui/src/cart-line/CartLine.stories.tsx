import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inShopFormat } from '../stories/inShopFormat';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { CartLine, type CartLineProps } from './CartLine';

const tomatoImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#fde7e2"/><circle cx="36" cy="40" r="22" fill="#d8432f"/><path d="M28 20h16l-8 8z" fill="#2f7d32"/></svg>',
)}`;

const meta = {
  title: 'Components/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: {
    name: 'Fresh Tomatoes',
    description: 'Ripe, hand-picked tomatoes from the morning harvest, sold by the 1 kg basket.',
    image: tomatoImage,
    price: 2500,
    quantity: 2,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: CartLineProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <CartLine
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        props.onQuantityChange(next);
      }}
    />
  );
}

const longDescription =
  'A generous mixed basket of seasonal vegetables: tomatoes, peppers, onions, garden eggs, okra and fresh leafy greens, packed on the morning of delivery so that everything arrives as fresh as it left the farm.';

const states = {
  Default: {},
  'Linked name': { href: '/products/tomatoes' },
  'Quantity 1': { quantity: 1 },
  'Long description (2 lines)': { name: 'Vegetable Basket', description: longDescription },
  'No image (fallback)': { image: null },
  'No description': { description: undefined },
  Pending: { isPending: true },
  'With a note (short of stock)': { note: 'Only 2 left', maxQuantity: 2 },
  [HOVERED]: {},
  [KEYBOARD_FOCUS]: {},
} satisfies Record<string, Partial<CartLineProps>>;

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Fresh Tomatoes')).toBeVisible();
    await expect(canvas.getByText('₦5,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('₦7,500')).toBeVisible();
  },
};

export const Remove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fresh Tomatoes' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const LinkedName: Story = {
  args: states['Linked name'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Fresh Tomatoes' })).toHaveAttribute(
      'href',
      '/products/tomatoes',
    );
  },
};

export const QuantityOne: Story = {
  args: states['Quantity 1'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Fresh Tomatoes' })).toHaveValue('1');
    await expect(canvas.getByText('₦2,500')).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: states['Long description (2 lines)'],
  play: async ({ canvas }) => {
    const description = canvas.getByText(longDescription);
    const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

export const NoImage: Story = {
  args: states['No image (fallback)'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/);
  },
};

export const Pending: Story = {
  args: states.Pending,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Fresh Tomatoes' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Fresh Tomatoes' })).toBeDisabled();
  },
};

export const OtherCurrency: Story = {
  args: { currency: 'USD', locale: 'en-US', price: 3, quantity: 4, removeLabel: (name) => `Delete ${name}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Fresh Tomatoes' })).toBeVisible();
  },
};

/** Without `currency` and `locale`, the line is written in the shop's money: here Ghana cedis. */
export const ShopCurrency: Story = {
  args: { price: 30, quantity: 4 },
  decorators: [inShopFormat({ currency: 'GHS', locale: 'en-GH' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GH₵120')).toBeVisible();
  },
};

export const OnPhone: Story = {
  args: states['Long description (2 lines)'],
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Vegetable Basket').getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: 'Remove Vegetable Basket' }).getBoundingClientRect();
    // Stacked: the controls sit below the texts, and nothing leaves the screen.
    await expect(remove.top).toBeGreaterThan(name.bottom);
    await expect(remove.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** DOM props reach the line's element (`onBlur` once focus leaves the line), `quantityProps` its quantity field. */
export const PassesProps: Story = {
  args: {
    onBlur: fn(),
    quantityProps: { name: 'quantity', 'aria-describedby': 'cart-line-delivery-note' },
  },
  render: (args) => (
    <>
      <CartLine {...args} />
      <p id="cart-line-delivery-note">Delivered on Saturday</p>
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of Fresh Tomatoes' });
    await expect(quantity).toHaveAccessibleDescription('Delivered on Saturday');
    await expect(canvasElement.querySelector('input[type="hidden"][name="quantity"]')).toHaveValue('2');
    await userEvent.click(quantity);
    await userEvent.click(canvas.getByText('Delivered on Saturday'));
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="40rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <CartLine {...args} {...state} />
        </State>
      ))}
      <State name="Phone width (390px)">
        <div style={{ width: 358 }}>
          <CartLine {...args} {...states['Long description (2 lines)']} />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
