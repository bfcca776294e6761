import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';

const meta = {
  title: 'Pages/Landing',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryApp url="/" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Farm to Table Freshness.' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
