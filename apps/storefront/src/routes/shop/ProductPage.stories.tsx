import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { categoriesHandler, fail, json, never, onProduct, onProductList } from '../../fixtures/handlers';
import { productPage, sampleProduct } from '../../fixtures/products';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';

// Both goats are Livestock: the similar-items request returns both, and the page drops the one on show.
const goat = sampleProduct(1);
const otherGoat = sampleProduct(5);

const meta = {
  title: 'Pages/Shop/Product',
  parameters: { layout: 'fullscreen' },
  tags: ['screenshot'],
  render: () => <StoryApp url="/homepage/view/1" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSimilarItems: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(json(goat)), onProductList(json(productPage([goat, otherGoat]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name }, pageLoad)).toBeVisible();
    await expect(canvas.getByText('₦85,000')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Product');
    const similar = await canvas.findByRole('region', { name: 'Similar Items You Might Like' });
    await expect(within(similar).getAllByRole('link')).toHaveLength(1);
    await expect(within(similar).getByRole('link', { name: otherGoat.name })).toBeVisible();
  },
};

export const WithoutSimilarItems: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(json(goat)), onProductList(json(productPage([goat]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name }, pageLoad)).toBeVisible();
    // The section shows skeletons while it loads, then leaves when no other product shares the category.
    await waitFor(() => expect(canvas.queryByText('Similar Items You Might Like')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading product' }, pageLoad)).toBeVisible();
  },
};

export const UnknownProduct: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(fail(404)));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("The page you're looking for does not exist", undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Head Back' })).toBeVisible();
  },
};
