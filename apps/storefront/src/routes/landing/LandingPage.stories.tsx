import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn, signedOut } from '../../fixtures/accounts';
import { categoriesHandler, onProductList, pagesOf } from '../../fixtures/handlers';
import { sampleProducts } from '../../fixtures/products';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

/** The landing page's section headings, top to bottom. */
const SECTIONS = [
  'Farm to Table Freshness.',
  'Our farm in Kuje',
  'Our livestock',
  'Crops from our fields',
  'What we offer',
  'Farming that gives back to the land',
  'Shop our Online Store',
];

const meta = {
  title: 'Pages/Landing',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, onProductList(pagesOf(sampleProducts(12))));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Farm to Table Freshness.' }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    const headings = main.getAllByRole('heading').filter((heading) => /^H[12]$/.test(heading.tagName));
    await expect(headings.map((heading) => heading.textContent)).toEqual(SECTIONS);
    await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
    await expect(
      await canvas.findByRole('link', { name: 'Sign up and get 20% OFF your First Order' }),
    ).toHaveAttribute('href', '/signup');
    await expect(await canvas.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const products = await canvas.findByRole('list', { name: 'Shop our Online Store' });
    await expect(within(products).getAllByRole('link')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const products = await canvas.findByRole('list', { name: 'Shop our Online Store' });
    await expect(within(products).getAllByRole('link')).toHaveLength(4);
  },
};

export const SignedInDesktop: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(...signedIn());
  },
  play: async ({ canvas }) => {
    const store = await canvas.findByRole('link', { name: 'online Store' });
    await expect(store).toHaveAttribute('href', '/homepage/');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Sign up and get 20% OFF/ })).toBeNull();
    await canvas.findByRole('list', { name: 'Shop our Online Store' });
  },
};
