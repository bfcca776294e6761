import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message, noGoogle, onAccountCall, signedOut } from '../../fixtures/accounts';
import { never } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { REGISTRATION_SUCCESS } from './SignupPage';

const meta = {
  title: 'Pages/Auth/Sign-up',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/signup" />,
  beforeEach({ msw }) {
    msw.use(signedOut, noGoogle);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(canvas.getByText('Enter your email and password to create an account.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute(
      'placeholder',
      '802 123 4567',
    );
    await expect(canvas.getByText('+234')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

/** The empty form at the widths the end-to-end journeys run at. */
export const EmptyOnDesktop: Story = { ...Empty, globals: onDesktop };
export const EmptyOnPhone: Story = { ...Empty, globals: onPhone };

/** Another shop's country: the form starts at Ghana, with its dial code beside the phone number. */
export const AnotherShopsCountry: Story = {
  render: () => <StoryApp url="/signup" country="GH" />,
  play: async ({ canvas }) => {
    const country = await canvas.findByRole('combobox', { name: 'Country' });
    // The combo box writes the chosen country's name once it has built its list of countries.
    await waitFor(() => expect(country).toHaveValue('Ghana'));
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Dial code +233',
    );
  },
};

export const InvalidAfterTouch: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const firstName = await canvas.findByRole('textbox', { name: 'First Name' });
    await userEvent.click(firstName);
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'amina@');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'farmfarm');
    await userEvent.type(canvas.getByLabelText('Confirm Password', { selector: 'input' }), 'farm');
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription('required');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'enter valid email',
    );
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'characters with at least one of each: uppercase, lowercase, number and special',
    );
    await expect(
      canvas.getByLabelText('Confirm Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Passwords must match');
    // Untouched fields stay quiet.
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).not.toBeInvalid();
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

async function fillAndSubmit({ canvas, canvasElement, userEvent }: Context) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Amina');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Bello');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'amina@example.com');
  await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: 'Female' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '8021234567');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Farm#2026ok');
  await userEvent.type(canvas.getByLabelText('Confirm Password', { selector: 'input' }), 'Farm#2026ok');
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return body;
}

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.signup, never));
  },
  play: async (context) => {
    const body = await fillAndSubmit(context);
    await expect(await body.findByRole('progressbar', { name: 'Creating your account' })).toBeVisible();
  },
};

export const Registered: Story = {
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.signup, message('Check your e-mail for the code.', 201)));
    return () => localStorage.removeItem('email');
  },
  play: async (context) => {
    const body = await fillAndSubmit(context);
    await expect(await body.findByText(REGISTRATION_SUCCESS)).toBeVisible();
    await expect(
      await context.canvas.findByText('Enter the 6-digit code we sent to amina@example.com.'),
    ).toBeVisible();
  },
};
