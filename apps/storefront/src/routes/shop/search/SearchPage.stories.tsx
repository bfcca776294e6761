import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoriesHandler, json, onProductList } from '../../../fixtures/handlers';
import { productPage, sampleProduct } from '../../../fixtures/products';
import { StoryApp } from '../../../fixtures/StoryApp';
import { expectShopHeader } from '../../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

const meta = {
  title: 'Pages/Shop/Search',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {
  render: () => <StoryApp url="/homepage/product/goat" />,
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage([sampleProduct(1), sampleProduct(5)]))));
  },
  play: async ({ canvas }) => {
    const trail = await canvas.findByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toHaveTextContent('goat');
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('goat');
    const grid = await canvas.findByRole('list', { name: 'Products matching goat' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for "goat"' })).toBeVisible();
    await expectShopHeader(canvas);
  },
};

/** Results at the widths the end-to-end journeys run at. */
export const WithResultsOnDesktop: Story = { ...WithResults, globals: onDesktop };
export const WithResultsOnPhone: Story = { ...WithResults, globals: onPhone };

export const NoResults: Story = {
  render: () => <StoryApp url="/homepage/product/xyzzy" />,
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no results for "xyzzy"')).toBeVisible();
    await expect(canvas.getByText('Check your spelling.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go To HomePage' })).toHaveAttribute('href', '/homepage/');
    await expectShopHeader(canvas);
  },
};

/** No results at the widths the end-to-end journeys run at. */
export const NoResultsOnDesktop: Story = { ...NoResults, globals: onDesktop };
export const NoResultsOnPhone: Story = { ...NoResults, globals: onPhone };
