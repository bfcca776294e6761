import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { PasswordField, type PasswordFieldProps } from '.';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: {},
  Filled: { defaultValue: 'Harvest#2024' },
  'With hint': { description: 'Must be at least 8 characters' },
  Invalid: {
    defaultValue: 'short',
    isInvalid: true,
    errorMessage: 'password must contain at least 8 characters',
  },
  Disabled: { defaultValue: 'Harvest#2024', isDisabled: true },
  'Long text': {
    label: 'Confirm the new password you chose for your account',
    defaultValue: 'Harvest#2024',
    isInvalid: true,
    errorMessage: 'Use at least one of each: uppercase, lowercase, number and special character',
  },
  [HOVERED]: { defaultValue: 'Harvest#2024' },
  [KEYBOARD_FOCUS]: { defaultValue: 'Harvest#2024' },
} satisfies Record<string, Partial<PasswordFieldProps>>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Harvest#2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('Harvest#2024');
  },
};

export const Reveal: Story = {
  args: states.Filled,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Harvest#2024');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const RevealWithKeyboard: Story = {
  args: states.Filled,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Harvest#2024');
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', description: 'Must be at least 8 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Must be at least 8 characters');
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('password must contain at least 8 characters');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const CustomToggleNames: Story = {
  args: {
    label: 'Mot de passe',
    showLabel: 'Afficher le mot de passe',
    hideLabel: 'Masquer le mot de passe',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(canvas.getByRole('button', { name: 'Masquer le mot de passe' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: states['Long text'],
  globals: { viewport: { value: 'mobile2' } },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="18rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <PasswordField {...args} {...state} />
        </State>
      ))}
      <State name="Shown">
        <PasswordField {...args} defaultValue="Harvest#2024" />
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    const shown = canvas.getAllByRole('button', { name: 'Show password' }).at(-1);
    if (shown) await userEvent.click(shown);
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
