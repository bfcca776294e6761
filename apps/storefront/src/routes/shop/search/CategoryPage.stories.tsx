import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { signedOut } from '../../../fixtures/accounts';
import { categoriesHandler, json, onProductList } from '../../../fixtures/handlers';
import { productPage, sampleProduct } from '../../../fixtures/products';
import { StoryApp } from '../../../fixtures/StoryApp';
import { expectShopHeader } from '../../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

// Products 1 and 5 are the Livestock samples (both goats).
const goat = sampleProduct(1);
const otherGoat = sampleProduct(5);

const meta = {
  title: 'Pages/Shop/Category',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/homepage/category/Livestock" />,
  beforeEach({ msw }) {
    msw.use(signedOut, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withProducts: Story = {
  beforeEach({ msw }) {
    // Only a request for the page's category finds them.
    msw.use(
      onProductList((request) =>
        HttpResponse.json(
          productPage(
            new URL(request.url).searchParams.get('category') === 'Livestock' ? [goat, otherGoat] : [],
          ),
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Livestock' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Livestock');
    const grid = await canvas.findByRole('list', { name: 'Livestock products' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(2);
    await expect(within(grid).getByRole('link', { name: goat.name })).toBeVisible();
    await expect(within(grid).getByRole('link', { name: otherGoat.name })).toBeVisible();
    await expectShopHeader(canvas);
  },
};

export const WithProductsOnDesktop: Story = { ...withProducts, globals: onDesktop };
export const WithProductsOnPhone: Story = { ...withProducts, globals: onPhone };

export const Empty: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Livestock' })).toBeVisible();
    await expect(await canvas.findByText('No products in this category yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};
