import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { SideMenu, type SideMenuItem } from '.';

const items: SideMenuItem[] = [
  { id: 'info', label: 'Account Information', href: '/account' },
  { id: 'help', label: 'Help Center', href: '/account/help-center' },
  { id: 'other', label: 'Other', href: '/account/other' },
  { id: 'orders', label: 'Orders', href: '/account/orders' },
];

const navigate = fn();

const meta = {
  title: 'Components/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: { 'aria-label': 'Account', items, currentId: 'info' },
  // Links navigate through the app's router; here a spy stands in for it.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPage: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Account Information',
      'Help Center',
      'Other',
      'Orders',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Account Information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenCalledWith('/account/orders', undefined);
  },
};

export const VerticalOnWideScreens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-orientation', 'vertical');
    const [first, second] = canvas.getAllByRole('link');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const ScrollingTabsOnPhones: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { currentId: 'orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-orientation', 'horizontal');
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const [first, second] = canvas.getAllByRole('link');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    // The current tab, last in the row, is scrolled into view rather than hidden past the edge.
    const current = canvas.getByRole('link', { name: 'Orders' }).getBoundingClientRect();
    const visible = list.getBoundingClientRect();
    await expect(current.left).toBeGreaterThanOrEqual(visible.left);
    await expect(current.right).toBeLessThanOrEqual(visible.right);
  },
};

export const WithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account Information' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/account/help-center', undefined);
  },
};

const icon = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
    <circle cx="8" cy="8" r="6" />
  </svg>
);

const longItems: SideMenuItem[] = [
  { id: 'info', label: 'Account information and delivery addresses', href: '/account', icon },
  { id: 'help', label: 'Help Center', href: '/account/help-center', icon },
  { id: 'orders', label: 'Orders', href: '/account/orders', icon },
];

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="16rem">
      <State name="Vertical">
        <SideMenu {...args} aria-label="Account, vertical" orientation="vertical" />
      </State>
      <State name="Vertical, icons and long text">
        <SideMenu {...args} aria-label="Account, long text" items={longItems} orientation="vertical" />
      </State>
      <State name={HOVERED}>
        <SideMenu {...args} aria-label="Account, hovered" currentId="orders" orientation="vertical" />
      </State>
      <State name={KEYBOARD_FOCUS}>
        <SideMenu {...args} aria-label="Account, keyboard focus" currentId="orders" orientation="vertical" />
      </State>
      <State name="Horizontal (phones)" wide>
        <div style={{ maxWidth: '22rem' }}>
          <SideMenu {...args} aria-label="Account, horizontal" currentId="help" orientation="horizontal" />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'link');
  },
};
