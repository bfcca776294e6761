import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { onAccountCall, sampleUser, signedIn, signedOut, userWithoutPhoto } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { afterPendingDialog, StoryApp } from '../../fixtures/StoryApp';
import { expectShopHeader } from '../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Account/Account information',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/account" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(...signedIn(sampleUser));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account & settings' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('img', { name: 'Amina Bello' })).toHaveAttribute(
      'src',
      sampleUser.profilePicture,
    );
    await expect(
      main.getByText('amina.bello@example.com', { selector: '.profile-summary-email' }),
    ).toBeVisible();
    await expect(main.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await expect(main.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Market Road');
    const menu = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(menu.getByRole('link', { name: 'Account Information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The header's profile menu comes with its own chunk, once the session is known (AccountMenu.tsx).
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toBeVisible();
    await expectShopHeader(canvas);
  },
};

/** The account's first page at the widths the end-to-end journeys run at. */
export const WithPhotoOnDesktop: Story = { ...WithPhoto, globals: onDesktop };
export const WithPhotoOnPhone: Story = { ...WithPhoto, globals: onPhone };

export const WithoutPhoto: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...signedIn(userWithoutPhoto));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account & settings' })).toBeVisible();
    // No photo: the initials stand in for it.
    const avatar = within(canvas.getByRole('main')).getByRole('img', { name: 'Amina Bello' });
    await expect(avatar).toHaveTextContent('AB');
    await expect(avatar).not.toHaveAttribute('src');
  },
};

export const PhotoModal: Story = {
  parameters: afterPendingDialog,
  beforeEach({ msw }) {
    msw.use(
      ...signedIn(sampleUser),
      onAccountCall('delete', ACCOUNT_PATHS.profilePicture, () => HttpResponse.json(userWithoutPhoto)),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit photo' }));
    const body = within(canvasElement.ownerDocument.body);
    const modal = within(await body.findByRole('dialog', { name: 'Profile photo' }));
    // The modal fades in: on a loaded machine the first look can come while it is still transparent.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Upload New' })).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: 'Delete' }));
    const confirm = within(await body.findByRole('alertdialog', { name: 'Delete your profile photo?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Your profile photo was deleted.')).toBeVisible();
  },
};

/** A new login e-mail: the password and the new address, then the code mailed to it; only then it changes. */
export const ChangeEmail: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(
      ...signedIn(sampleUser),
      onAccountCall('post', ACCOUNT_PATHS.changeEmail, () =>
        HttpResponse.json({ detail: 'Enter the code we sent to amina@farm.ng.' }, { status: 202 }),
      ),
      onAccountCall('post', ACCOUNT_PATHS.confirmEmailChange, () =>
        HttpResponse.json({ ...sampleUser, email: 'amina@farm.ng' }),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: 'Login email' }));
    await userEvent.type(section.getByRole('textbox', { name: 'New email address' }), 'amina@farm.ng');
    await userEvent.type(section.getByLabelText('Current password'), 'Green#Farm1');
    await userEvent.click(section.getByRole('button', { name: 'Send code' }));
    await expect(await section.findByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to amina@farm.ng. It expires in 10 minutes.',
    );
    await userEvent.type(section.getByRole('textbox', { name: 'Code from the email' }), '123456');
    await userEvent.click(section.getByRole('button', { name: 'Confirm email' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('You now sign in with amina@farm.ng.')).toBeVisible();
    await expect(section.getByText('amina@farm.ng')).toBeVisible();
  },
};

export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};
