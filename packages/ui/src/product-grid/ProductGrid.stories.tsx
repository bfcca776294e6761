import { ProductCard } from '@farmkit/ui/product-card';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleProducts } from '../fixtures/products';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { ProductGrid } from './ProductGrid';
import { ProductRow } from './ProductRow';

const cards = (count: number) =>
  sampleProducts(count).map((product) => (
    <ProductCard
      key={product.id}
      href={`/products/${product.id}`}
      name={product.name}
      price={product.price}
      image={product.image}
      imageLoading="eager"
    />
  ));

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: { 'aria-label': 'Products', children: cards(8) },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(8);
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

/** Columns follow the room the grid gets: 2 on a phone, 3 on a tablet, 4 from a small laptop. */
const columnsAt = (width: string) => (
  <div style={{ width }}>
    <ProductGrid aria-label={`Products at ${width}`}>{cards(4)}</ProductGrid>
  </div>
);

export const Row: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <ProductRow aria-label="Similar Items You Might Like">{cards(6)}</ProductRow>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Similar Items You Might Like' });
    // Focusable and wider than its box: the arrow keys scroll it (a browser behaviour that synthetic
    // key events cannot trigger, hence no key press here).
    await userEvent.tab();
    await expect(row).toHaveFocus();
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix>
      <State name="Phone (358px of room)" wide>
        {columnsAt('358px')}
      </State>
      <State name="Tablet (736px of room)" wide>
        {columnsAt('736px')}
      </State>
      <State name="Laptop (992px of room)" wide>
        {columnsAt('992px')}
      </State>
      <State name="Row (scrolls sideways)" wide>
        <div style={{ maxWidth: '24rem' }}>
          <ProductRow aria-label="Similar Items You Might Like">{cards(6)}</ProductRow>
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas }) => {
    const columnCount = (name: string) => {
      const tops = Array.from(
        canvas.getByRole('list', { name }).children,
        (item) => item.getBoundingClientRect().top,
      );
      return tops.filter((top) => top === tops[0]).length;
    };
    await expect(columnCount('Products at 358px')).toBe(2);
    await expect(columnCount('Products at 736px')).toBe(3);
    await expect(columnCount('Products at 992px')).toBe(4);
  },
};
