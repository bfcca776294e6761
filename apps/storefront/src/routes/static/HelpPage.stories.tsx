import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedOut } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { site } from '../../site';
import { siteTutorials } from '../../site/help';

const meta = {
  title: 'Pages/Static/Help Center',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/help" />,
  beforeEach({ msw }) {
    msw.use(signedOut, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const videos = canvasElement.querySelectorAll('iframe');
    await expect(videos).toHaveLength(2);
    for (const [index, video] of siteTutorials.entries()) {
      await expect(videos[index]).toHaveAttribute('title', video.title);
      await expect(videos[index]).toHaveAttribute('src', video.url);
      await expect(videos[index]).toHaveAttribute('loading', 'lazy');
    }
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: site.support.email })).toHaveAttribute(
      'href',
      `mailto:${site.support.email}`,
    );
    await expect(main.getByRole('link', { name: site.support.phone })).toHaveAttribute(
      'href',
      `tel:${site.support.phone.replace(/\s/g, '')}`,
    );
    await expect(await canvas.findByRole('link', { name: 'Poultry' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...Desktop,
  globals: onPhone,
};
