import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message, onAccountCall, signedIn } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';
import { site } from '../../site';
import { FEEDBACK_SENT } from './FeedbackForm';

const meta = {
  title: 'Pages/Account/Help Center',
  parameters: { layout: 'fullscreen' },
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

export const FeedbackSent: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Help Center' }, pageLoad),
    ).toBeVisible();
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
