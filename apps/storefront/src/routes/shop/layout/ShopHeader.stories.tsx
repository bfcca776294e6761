import { ACCOUNT_PATHS } from '@farmkit/contract';
import { forgetRestore, restoreSession } from '@farmkit/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { onAccountCall, signedIn, signedOut, withSessionHint } from '../../../fixtures/accounts';
import { categoriesHandler, onProductList, pagesOf } from '../../../fixtures/handlers';
import { sampleProducts } from '../../../fixtures/products';
import { FullViewport, StoryApp } from '../../../fixtures/StoryApp';
import { StoryFrame } from '../../../fixtures/StoryFrame';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';
import { ShopHeader } from './ShopHeader';

/** Starts the story as a fresh tab does: the session comes back (or not) from the refresh call. */
async function freshTab() {
  forgetRestore();
  withSessionHint();
  await restoreSession();
}

const meta = {
  title: 'Pages/Shop/Header',
  component: ShopHeader,
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => (
    <StoryFrame url="/homepage/">
      <ShopHeader />
    </StoryFrame>
  ),
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Tall enough for an open menu, which the screenshot then takes in. */
const withRoomForMenus: Story['decorators'] = [(Story) => <FullViewport>{Story()}</FullViewport>];

export const SignedOut: Story = {
  tags: ['screenshot'],
  globals: onDesktop,
  async beforeEach({ msw }) {
    msw.use(signedOut);
    await freshTab();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Kuje Green Farms' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search Product',
    );
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/homepage/cart');
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};

export const SignedOutOnPhone: Story = {
  ...SignedOut,
  globals: onPhone,
};

export const CategoriesOpen: Story = {
  decorators: withRoomForMenus,
  tags: ['screenshot'],
  globals: onDesktop,
  async beforeEach({ msw }) {
    msw.use(signedOut);
    await freshTab();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categories' }));
    const list = within(await canvas.findByRole('list', { name: 'Categories' }));
    await expect(await list.findByRole('link', { name: 'Poultry' })).toHaveAttribute(
      'href',
      '/homepage/category/Poultry',
    );
    await expect(list.getAllByRole('link')).toHaveLength(5);
  },
};

export const SignedInMenuOpen: Story = {
  decorators: withRoomForMenus,
  tags: ['screenshot'],
  globals: onDesktop,
  async beforeEach({ msw }) {
    msw.use(...signedIn());
    await freshTab();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getByText('Welcome!')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'my Accounts' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // The wide header shows the cart icon, so the menu leaves the cart out.
    await expect(menu.queryByRole('menuitem', { name: 'Cart' })).toBeNull();
  },
};

export const SignedInMenuOpenOnPhone: Story = {
  decorators: withRoomForMenus,
  tags: ['screenshot'],
  globals: onPhone,
  async beforeEach({ msw }) {
    msw.use(...signedIn());
    await freshTab();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getByText('Welcome!')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Cart' })).toHaveAttribute('href', '/homepage/cart');
  },
};

const logoutCall = fn();

/** The whole app: Logout ends the session on the server, then shows the login page. */
export const LogoutEndsTheSession: Story = {
  globals: onDesktop,
  render: () => <StoryApp url="/homepage/" />,
  beforeEach({ msw }) {
    logoutCall.mockClear();
    msw.use(
      ...signedIn(),
      onProductList(pagesOf(sampleProducts(4))),
      onAccountCall('post', ACCOUNT_PATHS.logout, () => {
        logoutCall();
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = within(await body(canvasElement).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(logoutCall).toHaveBeenCalledOnce();
  },
};
