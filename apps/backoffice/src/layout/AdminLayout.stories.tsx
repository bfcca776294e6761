import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { customerPage, json, onCustomers } from '../fixtures/customers';
import { onDashboard, onOrders, orderPage, sampleDashboard } from '../fixtures/orders';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';
import { SECTIONS } from './sections';

/** The owner's sections: every one but a rider's own round, as orders are given to riders only. */
const OWNER_SECTIONS = Object.values(SECTIONS).filter((section) => section.capability !== 'deliveries.ride');

const meta = {
  title: 'Back-office/Navigation',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onPhone,
  render: () => <StoryApp url="/orders" />,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('owner'),
      onOrders(() => HttpResponse.json(orderPage())),
      onDashboard(() => HttpResponse.json(sampleDashboard)),
      onCustomers(() => json(customerPage())),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An owner on a phone (390px): one "Menu" button opens every section the role has as a list of rows, each a tap
 * target of at least 44 × 44px, none cut off; the page never scrolls sideways.
 */
export const PhoneMenu: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    // Closed, the sections take no room above the page.
    await expect(canvas.queryByRole('navigation', { name: 'Back-office' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    const links = within(canvas.getByRole('navigation', { name: 'Back-office' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      OWNER_SECTIONS.map((section) => section.label),
    );
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A section's link opens it and closes the menu; Escape closes it too, back on its button. */
export const PhoneMenuNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Back-office' })).getByRole('link', {
        name: 'Customers',
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Back-office' })).not.toBeInTheDocument();

    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

/** A packer's menu lists their three sections only. */
export const PackerPhoneMenu: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = within(canvas.getByRole('navigation', { name: 'Back-office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Deliveries',
      'Products',
    ]);
  },
};

/** On a desk the sections stay one row in the header, no menu button. */
export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const links = within(canvas.getByRole('navigation', { name: 'Back-office' })).getAllByRole('link');
    await expect(links).toHaveLength(OWNER_SECTIONS.length);
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};
