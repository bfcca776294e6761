import type { Product } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fail, json, never, onProductList, pagesOf } from '../../fixtures/handlers';
import { productPage, sampleProducts } from '../../fixtures/products';
import { StoryFrame } from '../../fixtures/StoryFrame';
import { StoreProducts } from './StoreProducts';

const meta = {
  title: 'Pages/Landing/Shop our Online Store',
  component: StoreProducts,
  parameters: { layout: 'fullscreen' },
  tags: ['screenshot'],
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof StoreProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Shop our Online Store' })).getAllByRole('link');

const requests: URLSearchParams[] = [];

export const Loaded: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    const catalogue = pagesOf(sampleProducts(12));
    msw.use(
      onProductList((request) => {
        requests.push(new URL(request.url).searchParams);
        return catalogue(request);
      }),
    );
  },
  play: async ({ canvas }) => {
    const links = await cards(canvas);
    // A page of 10 is asked for, the first 4 are shown.
    await expect(links).toHaveLength(4);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((id) => `/homepage/view/${id}`),
    );
    await expect(requests.map((query) => [query.get('page'), query.get('page_size')])).toEqual([['1', '10']]);
    await expect(canvas.getByRole('link', { name: 'Visit Store' })).toHaveAttribute('href', '/homepage/');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(never));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products...');
    await expect(canvas.queryByRole('list', { name: 'Shop our Online Store' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products available.')).toBeVisible();
  },
};

const longNames: Product[] = sampleProducts(4).map((product, index) => ({
  ...product,
  name: [
    'Organic Free-Range Point-of-Lay Noiler Pullets, vaccinated against Newcastle disease (crate of ten)',
    'Premium Sun-Dried Yellow Maize, cleaned, sorted and bagged in Kuje (fifty-kilogramme bag)',
    'Fresh Farm Eggs',
    'Extra-large white Fulani bull raised on open pasture and finished on grain for the festive season',
  ][index] as string,
}));

export const LongNames: Story = {
  beforeEach({ msw }) {
    msw.use(onProductList(json(productPage(longNames))));
  },
  play: async ({ canvas }) => {
    const links = await cards(canvas);
    await expect(links[0]).toHaveAccessibleName(longNames[0]?.name);
  },
};

/** No picture, and a picture that fails to load: the kit's stand-in illustration shows for both. */
export const MissingImages: Story = {
  beforeEach({ msw }) {
    const [first, second, ...rest] = sampleProducts(4) as [Product, Product, ...Product[]];
    const products = [
      { ...first, image: null },
      { ...second, image: '/media/products/missing.png' },
      ...rest,
    ];
    msw.use(onProductList(json(productPage(products))));
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(4);
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
