import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onAccountCall, signedIn, signedOut } from '../../fixtures/accounts';
import { categoriesHandler, onProductList, pagesOf } from '../../fixtures/handlers';
import { sampleProducts } from '../../fixtures/products';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';

const meta = {
  title: 'Pages/Shop/Account menu',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryApp url="/homepage/" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, onProductList(pagesOf(sampleProducts(4))));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...signedIn(),
      onAccountCall('post', ACCOUNT_PATHS.logout, () => new HttpResponse(null, { status: 204 })),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }, pageLoad));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByText('Welcome!')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'my Accounts' })).toHaveAttribute('href', '/account');
    // The wide header shows the cart icon, so the menu leaves the cart out.
    await expect(menu.queryByRole('menuitem', { name: 'Cart' })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' }, pageLoad)).toBeVisible();
  },
};

export const SignedInOnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...signedIn());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }, pageLoad));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Cart' })).toHaveAttribute('href', '/homepage/cart');
  },
};

export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' }, pageLoad)).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};
