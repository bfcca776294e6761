import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedOut } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { siteLegal, sitePolicies } from '../../site/policies';

const meta = {
  title: 'Pages/Static/Legal',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  beforeEach({ msw }) {
    msw.use(signedOut, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfUse: Story = {
  tags: ['screenshot'],
  globals: onDesktop,
  render: () => <StoryApp url="/terms" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      siteLegal.terms.map((section) => section.heading),
    );
    await expect(main.getByText(`Last updated ${sitePolicies.updated}`)).toBeVisible();
  },
};

export const TermsOfUseOnPhone: Story = {
  ...TermsOfUse,
  globals: onPhone,
};

export const PrivacyPolicy: Story = {
  tags: ['screenshot'],
  globals: onDesktop,
  render: () => <StoryApp url="/privacy" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      siteLegal.privacy.map((section) => section.heading),
    );
  },
};

export const PrivacyPolicyOnPhone: Story = {
  ...PrivacyPolicy,
  globals: onPhone,
};
