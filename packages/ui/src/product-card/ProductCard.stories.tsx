import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { brokenImage, images } from '../fixtures/images';
import { inShopFormat } from '../stories/inShopFormat';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { fallbackImage } from './fallbackImage';
import { ProductCard, type ProductCardProps } from './ProductCard';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    href: '/products/1',
    name: 'Fresh Farm Eggs (Crate of 30)',
    price: 4800,
    image: images.eggs,
  },
  // A card takes the width of its grid cell; alone, it gets the width of one on a tablet.
  render: (args) => (
    <div style={{ maxWidth: '15rem' }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Default: {},
  'Long name': { name: 'Premium Hand-Picked Organic Scotch Bonnet Peppers, Freshly Harvested This Morning' },
  'Missing image': { image: null },
  'Broken image': { image: brokenImage },
  'Missing name and price': { name: null, price: null },
  'Huge price': { name: 'Friesian Dairy Cow', price: 1_250_000_000 },
  'With a note': { note: 'Only 3 left' },
  [HOVERED]: {},
  [KEYBOARD_FOCUS]: {},
} satisfies Record<string, Partial<ProductCardProps>>;

const pictureOf = (canvasElement: HTMLElement) => canvasElement.querySelector('img');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('link', { name: 'Fresh Farm Eggs (Crate of 30)' });
    await expect(card).toHaveAttribute('href', '/products/1');
    await expect(canvas.getByText('₦4,800')).toBeVisible();
    await expect(canvas.getByText('Add to Cart')).toBeVisible();
    // The button look-alike is part of the one link, not a second control.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(pictureOf(canvasElement)).toHaveAttribute('src', images.eggs);
  },
};

export const LongName: Story = {
  args: states['Long name'],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('link', { name: states['Long name'].name });
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.clientHeight).toBeLessThanOrEqual(Math.ceil(2 * lineHeight));
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  },
};

export const MissingImage: Story = {
  args: states['Missing image'],
  play: async ({ canvasElement }) => {
    await expect(pictureOf(canvasElement)).toHaveAttribute('src', fallbackImage);
  },
};

export const BrokenImage: Story = {
  args: states['Broken image'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pictureOf(canvasElement)).toHaveAttribute('src', fallbackImage));
  },
};

export const MissingNameAndPrice: Story = {
  args: states['Missing name and price'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Product Name' })).toBeVisible();
    await expect(canvas.getByText('₦0')).toBeVisible();
  },
};

export const HugePrice: Story = {
  args: states['Huge price'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,250,000,000')).toBeVisible();
  },
};

export const CustomTexts: Story = {
  args: { callToAction: 'Buy', currency: 'USD', locale: 'en-US', price: 12.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Buy')).toBeVisible();
    await expect(canvas.getByText('$13')).toBeVisible();
  },
};

/** Without `currency` and `locale`, the price is written in the shop's: here Ghana cedis. */
export const ShopCurrency: Story = {
  decorators: [inShopFormat({ currency: 'GHS', locale: 'en-GH' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GH₵4,800')).toBeVisible();
  },
};

const navigate = fn();

/** Inside RAC's RouterProvider the card navigates with the app's router instead of reloading the page. */
export const ClientSideNavigation: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Fresh Farm Eggs (Crate of 30)' }));
    await expect(navigate).toHaveBeenCalledWith('/products/1', undefined);
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="10.5rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <ProductCard {...args} {...state} imageLoading="eager" />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(`img[src="${fallbackImage}"]`)).toHaveLength(2),
    );
    await showInteractionStates({ canvas, userEvent }, 'link');
  },
};
