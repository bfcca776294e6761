import { ProductCard } from '@farmkit/ui/product-card';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleProduct } from '../fixtures/products';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { SkeletonCard } from './SkeletonCard';
import { SkeletonGrid } from './SkeletonGrid';

const meta = {
  title: 'Components/SkeletonGrid',
  component: SkeletonGrid,
  tags: ['autodocs'],
  args: { count: 12, label: 'Loading products' },
} satisfies Meta<typeof SkeletonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvasElement.querySelectorAll('.fk-SkeletonCard')).toHaveLength(args.count ?? 12);
  },
};

export const FiftyTwoCards: Story = {
  args: { count: 52 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.fk-SkeletonCard')).toHaveLength(52);
  },
};

export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: '15rem' }}>
      <SkeletonCard />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.fk-SkeletonCard')).toHaveAttribute('aria-hidden', 'true');
  },
};

const { name, price, image } = sampleProduct;

/** A skeleton next to the card it stands in for: the boxes must match, so nothing jumps when products arrive. */
export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="10.5rem">
      <State name="Skeleton card">
        <SkeletonCard />
      </State>
      <State name="Product card">
        <ProductCard href="/products/1" name={name} price={price} image={image} imageLoading="eager" />
      </State>
      <State name="Skeleton grid" wide>
        <SkeletonGrid {...args} count={4} />
      </State>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const [skeleton, card] = Array.from(canvasElement.querySelectorAll('.fk-SkeletonCard, .fk-ProductCard'));
    await expect(skeleton?.getBoundingClientRect().height).toBe(card?.getBoundingClientRect().height);
  },
};
