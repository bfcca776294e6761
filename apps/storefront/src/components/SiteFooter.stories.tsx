import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoriesHandler, fail, never, onCategories } from '../fixtures/handlers';
import { StoryFrame } from '../fixtures/StoryFrame';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Components/Site footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => (
    <StoryFrame url="/feedback">
      <SiteFooter />
    </StoryFrame>
  ),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const categoriesList = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Categories' }));

export const CategoriesLoaded: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
  play: async ({ canvas }) => {
    const categories = categoriesList(canvas);
    await expect(await categories.findByRole('link', { name: 'Livestock' })).toHaveAttribute(
      'href',
      '/homepage/category/Livestock',
    );
    await expect(categories.getAllByRole('link')).toHaveLength(5);

    const help = within(canvas.getByRole('navigation', { name: 'Help' }));
    await expect(help.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(help.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    await expect(help.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
    await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#content');
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
    );
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  },
};

export const CategoriesLoadedOnPhone: Story = {
  ...CategoriesLoaded,
  globals: onPhone,
};

export const CategoriesLoading: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onCategories(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading categories…')).toBeVisible();
    await expect(categoriesList(canvas).queryAllByRole('link')).toHaveLength(0);
  },
};

export const CategoriesFailed: Story = {
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onCategories(fail(500)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Categories are unavailable right now.')).toBeVisible();
    // The rest of the footer does not depend on the server.
    await expect(canvas.getByRole('link', { name: 'Help Center' })).toBeVisible();
  },
};
