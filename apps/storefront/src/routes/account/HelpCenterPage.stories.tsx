import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message, onAccountCall, signedIn } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { expectShopHeader } from '../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { site } from '../../site';
import { FEEDBACK_SENT } from './FeedbackForm';

const meta = {
  title: 'Pages/Account/Help Center',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/account/help-center" />,
  beforeEach({ msw }) {
    msw.use(
      categoriesHandler,
      ...signedIn(),
      onAccountCall('post', ACCOUNT_PATHS.feedback, message(FEEDBACK_SENT, 201)),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: support's address, and the feedback form. */
const opened: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'Contact support' })).toBeVisible();
    await expect(main.getByRole('link', { name: site.support.email })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Your feedback' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Send feedback' })).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(menu.getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
    await expectShopHeader(canvas);
  },
};

export const OnDesktop: Story = { ...opened, globals: onDesktop };
export const OnPhone: Story = { ...opened, globals: onPhone };

export const FeedbackSent: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: site.support.email })).toHaveAttribute(
      'href',
      `mailto:${site.support.email}`,
    );
    const feedback = canvas.getByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(feedback);
    await userEvent.tab();
    await expect(feedback).toHaveAccessibleDescription('required');
    await userEvent.type(feedback, 'The eggs arrived fresh and well packed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(FEEDBACK_SENT)).toBeVisible();
    await expect(feedback).toHaveValue('');
  },
};
