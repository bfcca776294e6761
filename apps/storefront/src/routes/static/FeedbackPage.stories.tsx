import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedOut } from '../../fixtures/accounts';
import { categoriesHandler, onProductList, pagesOf } from '../../fixtures/handlers';
import { sampleProducts } from '../../fixtures/products';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Static/Feedback policy',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/feedback" />,
  beforeEach({ msw }) {
    msw.use(signedOut, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  tags: ['screenshot'],
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Feedback Policy' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'support@kujegreenfarms.ng' }),
    ).toHaveAttribute('href', 'mailto:support@kujegreenfarms.ng');
    await expect(canvas.getByRole('link', { name: 'Help Center in your account' })).toHaveAttribute(
      'href',
      '/account/help-center',
    );
    await expect(await canvas.findByRole('link', { name: 'Poultry' })).toBeVisible();
    await expect(document.title).toBe('Feedback Policy | Kuje Green Farms');
  },
};

export const Phone: Story = {
  ...Desktop,
  globals: onPhone,
};

/** Opened on its own (no earlier page in this tab), Go Back leads to the landing page. */
export const GoBackWithoutHistory: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onProductList(pagesOf(sampleProducts(4))));
  },
  play: async ({ canvas, userEvent }) => {
    const goBack = await canvas.findByRole('link', { name: 'Go Back' });
    await expect(goBack).toHaveAttribute('href', '/');
    await userEvent.click(goBack);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Farm to Table Freshness.' }),
    ).toBeVisible();
  },
};

/** Reached from another page, Go Back returns there. */
export const GoBackToThePreviousPage: Story = {
  globals: onDesktop,
  render: () => <StoryApp url="/return-policy" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Feedback' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Go Back' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  },
};
