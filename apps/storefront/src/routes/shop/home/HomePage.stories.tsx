import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  categoriesHandler,
  fail,
  json,
  never,
  onProductList,
  onShopSettings,
  pagesOf,
} from '../../../fixtures/handlers';
import { productPage, sampleProducts } from '../../../fixtures/products';
import { StoryApp } from '../../../fixtures/StoryApp';
import { sampleShopSettings } from '../../../fixtures/shop';
import { expectShopHeader } from '../../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

const catalogue = sampleProducts(40);

const meta = {
  title: 'Pages/Shop/Home',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/homepage/" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(pagesOf(catalogue)));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'OUR PRODUCTS' })).toBeVisible();
    // The products come by their own request, after the page's frame: as long as a page load.
    const grid = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(16);

    // The pager is links (they work in the server's HTML, never hydrated); in the app they navigate through it.
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/homepage/?page=2',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', '/homepage/view/17'),
    );
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The first page of products as the shop opens. */
const firstPage: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(pagesOf(catalogue)));
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(16);
    await expect(canvas.getByRole('heading', { level: 1, name: 'OUR PRODUCTS' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expectShopHeader(canvas);
  },
};

export const OnPhone: Story = { ...firstPage, globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** The first page at the widths the end-to-end journeys run at (OnPhone is Storybook's 414 px `mobile2`). */
export const FirstPageOnDesktop: Story = { ...firstPage, globals: onDesktop };
export const FirstPageOnPhone: Story = { ...firstPage, globals: onPhone };

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products available.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(fail(500)));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load the products.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The banners while the shop offers 20% off a first order: the farm's slide, then the offer's. */
export const BannersWithTheDiscount: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw }) {
    msw.use(onProductList(pagesOf(catalogue)));
  },
  play: async ({ canvas }) => {
    const banners = await canvas.findByRole('region', { name: 'Highlights' });
    await expect(
      await within(banners).findByText('Sign up and get 20% OFF your First Order'),
    ).toBeInTheDocument();
    await expect(within(banners).getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
  },
};

/** An API configured with another rate: the offer's slide says what the checkout will take off. */
export const BannersWithAnotherRate: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onShopSettings({ ...sampleShopSettings, first_order_discount: { rate: 0.1 } }),
      onProductList(pagesOf(catalogue)),
    );
  },
  play: async ({ canvas }) => {
    const banners = await canvas.findByRole('region', { name: 'Highlights' });
    await expect(
      await within(banners).findByText('Sign up and get 10% OFF your First Order'),
    ).toBeInTheDocument();
    await expect(within(banners).queryByText(/20% OFF/)).not.toBeInTheDocument();
  },
};

/** The shop offers no first-order discount: the farm's slide alone, with nothing to move between. */
export const BannersWithoutTheDiscount: Story = {
  beforeEach({ msw }) {
    msw.use(
      onShopSettings({ ...sampleShopSettings, first_order_discount: null }),
      onProductList(pagesOf(catalogue)),
    );
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('link')).toHaveLength(16);
    const banners = canvas.getByRole('region', { name: 'Highlights' });
    await expect(within(banners).getByText('Fresh from our farm in Kuje')).toBeVisible();
    await expect(within(banners).queryByText(/OFF your First Order/)).not.toBeInTheDocument();
    await expect(within(banners).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  },
};
