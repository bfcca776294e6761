import { sessionStore } from '@farmkit/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { categoriesHandler } from '../../fixtures/handlers';
import { FullViewport } from '../../fixtures/StoryApp';
import { StoryFrame } from '../../fixtures/StoryFrame';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { LandingTopBar } from './LandingTopBar';

const signedOut = () => {
  sessionStore.signOut();
  return () => sessionStore.reset();
};
const signedIn = () => {
  sessionStore.signIn('story-access-token');
  return () => sessionStore.reset();
};

const meta = {
  title: 'Pages/Landing/Top bar',
  component: LandingTopBar,
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  // Tall enough to hold an open menu or drawer: the screenshot is of the story's own box.
  decorators: [
    (Story) => (
      <FullViewport>
        <StoryFrame>
          <Story />
        </StoryFrame>
      </FullViewport>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta<typeof LandingTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SignedOut: Story = {
  globals: onDesktop,
  beforeEach: signedOut,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#content');
    await expect(nav.getByRole('button', { name: 'Product Categories' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Online Store' })).toHaveAttribute('href', '/homepage/');
    await expect(canvas.getByRole('link', { name: 'Kuje Green Farms' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const SignedIn: Story = {
  globals: onDesktop,
  beforeEach: signedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'online Store' })).toHaveAttribute('href', '/homepage/');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const ProductCategoriesOpen: Story = {
  globals: onDesktop,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Product Categories' }));
    const menu = within(await body(canvasElement).findByRole('menu', { name: 'Product Categories' }));
    await expect(await menu.findByRole('menuitem', { name: 'Poultry' })).toHaveAttribute(
      'href',
      '/homepage/category/Poultry',
    );
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5);
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // Everything else waits in the drawer.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const DrawerSignedOut: Story = {
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#content');
    // The drawer fades in: on a loaded machine the first look can come while it is still transparent.
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Product Categories' })).toBeVisible());
    await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(drawer.queryByRole('link', { name: 'online Store' })).toBeNull();
  },
};

export const DrawerSignedIn: Story = {
  globals: onPhone,
  beforeEach: signedIn,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'online Store' })).toHaveAttribute('href', '/homepage/');
    await expect(drawer.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const DrawerCategoriesOpen: Story = {
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Product Categories' }));
    const menu = within(await body(canvasElement).findByRole('menu', { name: 'Product Categories' }));
    await expect(await menu.findByRole('menuitem', { name: 'Eggs' })).toHaveAttribute(
      'href',
      '/homepage/category/Eggs',
    );
  },
};

/** Escape closes the drawer and gives the focus back to the menu button; inside, Tab never leaves it. */
export const DrawerKeyboard: Story = {
  tags: ['!screenshot'],
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    // The drawer takes focus once it has opened (after its entry animation, slower on a loaded machine).
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Focus goes back once the drawer has finished closing (its exit animation can outlast the dialog role).
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Choosing About goes to the about section and closes the drawer. */
export const DrawerClosesOnNavigation: Story = {
  tags: ['!screenshot'],
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(drawer.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
