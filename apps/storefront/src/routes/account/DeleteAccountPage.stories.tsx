import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onAccountCall, signedIn } from '../../fixtures/accounts';
import { categoriesHandler, never } from '../../fixtures/handlers';
import { afterPendingDialog, FullViewport, StoryApp } from '../../fixtures/StoryApp';
import { expectShopHeader } from '../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Account/Delete account',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/account/other" />,
  decorators: [
    (Story) => (
      <FullViewport>
        <Story />
      </FullViewport>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      categoriesHandler,
      ...signedIn(),
      onAccountCall('delete', ACCOUNT_PATHS.profile, () => new HttpResponse(null, { status: 204 })),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

async function openWarning({ canvas, canvasElement, userEvent }: Context) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete account' }));
  return within(canvasElement.ownerDocument.body);
}

async function confirmName(context: Context, name: string) {
  const body = await openWarning(context);
  await context.userEvent.click(
    within(await body.findByRole('alertdialog', { name: 'Delete your account?' })).getByRole('button', {
      name: 'Continue',
    }),
  );
  const dialog = within(await body.findByRole('dialog', { name: 'Confirm your name' }));
  await context.userEvent.type(dialog.getByRole('textbox'), name);
  await context.userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  return body;
}

/** The page as it opens, before the button asks anything. */
const opened: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Other' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
    await expect(main.getByText(/It cannot be undone\./)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Delete account' })).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(menu.getByRole('link', { name: 'Other' })).toHaveAttribute('aria-current', 'page');
    await expectShopHeader(canvas);
  },
};

export const OnDesktop: Story = {
  ...opened,
  tags: ['screenshot', 'flow:accountDeletion.closed'],
  globals: onDesktop,
};
export const OnPhone: Story = { ...opened, globals: onPhone };

export const Warning: Story = {
  tags: ['screenshot', 'flow:accountDeletion.warning'],
  play: async (context) => {
    const body = await openWarning(context);
    const warning = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(warning).toHaveTextContent(
      'Your profile, saved details and sign-in will be removed for good. The farm keeps the record of your orders, with no name or contact once each is delivered or cancelled.',
    );
  },
};

export const NameMismatch: Story = {
  tags: ['screenshot', 'flow:accountDeletion.confirmingName'],
  play: async (context) => {
    const body = await confirmName(context, 'Amina Someone');
    await expect(await body.findByText('Enter your name correctly!')).toBeVisible();
  },
};

/** The right name: the account is being deleted, and the dialog waits for it. */
export const Deleting: Story = {
  tags: ['screenshot', 'flow:accountDeletion.deleting'],
  beforeEach({ msw }) {
    msw.use(onAccountCall('delete', ACCOUNT_PATHS.profile, never));
  },
  play: async (context) => {
    const body = await confirmName(context, 'Amina Bello');
    const dialog = within(body.getByRole('dialog', { name: 'Confirm your name' }));
    await expect(dialog.getByRole('button', { name: /Delete my account/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The account is gone: the farewell, until the shopper closes it and is signed out. */
export const Farewell: Story = {
  tags: ['screenshot', 'flow:accountDeletion.deleted'],
  parameters: afterPendingDialog,
  play: async (context) => {
    const body = await confirmName(context, 'Amina Bello');
    const farewell = await body.findByRole('dialog', { name: 'Your account has been deleted' });
    await expect(farewell).toHaveTextContent('Thank you for shopping with us. You are now signed out.');
  },
};

export const Deleted: Story = {
  parameters: afterPendingDialog,
  play: async (context) => {
    const body = await confirmName(context, 'Amina Bello');
    const farewell = await body.findByRole('dialog', { name: 'Your account has been deleted' });
    await context.userEvent.click(within(farewell).getByRole('button', { name: 'Close' }));
    await expect(await context.canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
};
