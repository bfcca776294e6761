import { ACCOUNT_PATHS, ADMIN_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn } from 'storybook/test';
import { afterPendingButton, StoryApp } from '../fixtures/StoryApp';
import { at, meAs, signedOut } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const created = fn();

const meta = {
  title: 'Back-office/Setup',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onPhone,
  render: () => <StoryApp url="/setup?token=story-setup-token" />,
  beforeEach({ msw }) {
    created.mockClear();
    msw.use(
      signedOut,
      http.post(at(ADMIN_PATHS.setup), async ({ request }) => {
        created(await request.json());
        return HttpResponse.json({ message: 'Check your e-mail for the code.' }, { status: 201 });
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerForm: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set up the shop' })).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toBeVisible();
  },
};

export const OwnerFormOnDesktop: Story = { ...OwnerForm, globals: onDesktop };

/** The form sends the link's token with the owner's details, then asks for the e-mailed code and signs in. */
export const CreatesTheOwnerThenVerifies: Story = {
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ACCOUNT_PATHS.verifyEmail), () =>
        HttpResponse.json({
          user: { id: 1, email: 'owner@kujegreenfarms.ng' },
          tokens: { access: 'story-access-token', refresh: 'story-refresh-token' },
        }),
      ),
      ...meAs('owner'),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('First name'), 'Hauwa');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Danjuma');
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Green#Farm1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the owner' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(created).toHaveBeenCalledWith({
      token: 'story-setup-token',
      email: 'owner@kujegreenfarms.ng',
      password: 'Green#Farm1',
      first_name: 'Hauwa',
      last_name: 'Danjuma',
    });
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and open the back-office' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const UsedLink: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ADMIN_PATHS.setup), () =>
        HttpResponse.json(
          { detail: 'The shop already has an owner: sign in instead.', code: 'owner_exists' },
          { status: 409 },
        ),
      ),
    );
  },
  parameters: afterPendingButton,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('First name'), 'Hauwa');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Danjuma');
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Green#Farm1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the owner' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The shop already has an owner: sign in instead.',
    );
  },
};

export const NoToken: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/setup" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This address has no setup token.');
  },
};
