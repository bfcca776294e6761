import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedOut } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Static/Return policy',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/return-policy" />,
  beforeEach({ msw }) {
    msw.use(signedOut, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { name: 'Returns within 30 days' })).toBeVisible();
    await expect(
      main.getByText(/refund it within 7-10 business days, to the original payment/),
    ).toBeVisible();
    await expect(
      main.getByText(/Shipping costs are non-refundable, unless the return is our error/),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Poultry' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...Desktop,
  globals: onPhone,
};
