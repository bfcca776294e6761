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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Product Categories' }));
    const list = within(await canvas.findByRole('list', { name: 'Product Categories' }));
    await expect(list.getByRole('link', { name: 'Poultry' })).toHaveAttribute(
      'href',
      '/homepage/category/Poultry',
    );
    await expect(list.getAllByRole('link')).toHaveLength(5);
    // Under its button, not where a popover shows without anchor positioning (the middle of the page).
    const button = canvas.getByRole('button', { name: 'Product Categories' }).getBoundingClientRect();
    const popover = canvas.getByRole('list', { name: 'Product Categories' }).getBoundingClientRect();
    await expect(Math.abs(popover.left - button.left)).toBeLessThan(24);
    await expect(popover.top).toBeGreaterThanOrEqual(button.bottom);
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
    await expect(drawer.getByRole('button', { name: 'Product Categories' })).toBeVisible();
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
    const list = within(await drawer.findByRole('list', { name: 'Product Categories' }));
    await expect(list.getByRole('link', { name: 'Eggs' })).toHaveAttribute('href', '/homepage/category/Eggs');
  },
};

/**
 * Inside the drawer Tab goes through its controls (the browser makes the page behind a modal dialog inert); its
 * close button gives the focus back to the menu button. Escape is the browser's own (a story's keys are
 * synthetic, so e2e/landing.spec.ts presses it).
 */
export const DrawerKeyboard: Story = {
  tags: ['!screenshot'],
  globals: onPhone,
  beforeEach: signedOut,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    const focused = () => canvasElement.ownerDocument.activeElement;
    await expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
    for (const name of ['About', 'Product Categories', 'Login']) {
      await userEvent.tab();
      await expect(focused()).toHaveAccessibleName(name);
      await expect(dialog).toContainElement(focused() as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
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
