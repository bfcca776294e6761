import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { FieldErrorText, TextAreaField, TextField, type TextFieldProps } from '.';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email address', name: 'email', type: 'email', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const longText = {
  label: 'Delivery instructions for the rider when nobody answers the gate',
  defaultValue: 'Leave the parcel with the security post at the estate entrance, beside the water tank',
  errorMessage:
    'Instructions can hold at most 80 characters: shorten them so the rider can read them at a glance',
  isInvalid: true,
};

const states = {
  Empty: { placeholder: 'you@example.com' },
  Filled: { defaultValue: 'ada@example.com' },
  'With hint': { description: 'We send your order updates here.' },
  Invalid: { defaultValue: 'ada@', isInvalid: true, errorMessage: 'Enter a valid email' },
  Disabled: { defaultValue: 'ada@example.com', isDisabled: true },
  'Read-only': { defaultValue: 'ada@example.com', isReadOnly: true },
  'Long text': longText,
  [HOVERED]: { defaultValue: 'ada@example.com' },
  [KEYBOARD_FOCUS]: { defaultValue: 'ada@example.com' },
} satisfies Record<string, Partial<TextFieldProps>>;

export const Empty: Story = {
  args: states.Empty,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: states.Filled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};

export const WithHint: Story = {
  args: states['With hint'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'We send your order updates here.',
    );
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email');
    await expect(canvas.getByText('Enter a valid email')).toBeVisible();
  },
};

export const ErrorHiddenWhileValid: Story = {
  args: { errorMessage: 'Enter a valid email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).not.toBeInvalid();
    await expect(canvas.queryByText('Enter a valid email')).toBeNull();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: states['Read-only'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: longText,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: longText.label })).toHaveAccessibleDescription(
      longText.errorMessage,
    );
  },
};

export const TextArea: Story = {
  render: (args) => (
    <TextAreaField
      label="Message"
      name="message"
      rows={5}
      placeholder="Tell us what went well, or what did not"
      onChange={args.onChange}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('rows', '5');
    await userEvent.type(textArea, 'Fresh eggs{Enter}Thank you');
    await expect(args.onChange).toHaveBeenLastCalledWith('Fresh eggs\nThank you');
  },
};

export const TextAreaInvalid: Story = {
  render: () => <TextAreaField label="Message" isInvalid errorMessage="Write a message first" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write a message first',
    );
  },
};

export const StandaloneErrorText: Story = {
  render: () => <FieldErrorText role="alert">Something went wrong. Try again.</FieldErrorText>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="18rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <TextField {...args} {...state} />
        </State>
      ))}
      <State name="Text area, invalid">
        <TextAreaField
          label="Message"
          defaultValue="Hi"
          rows={3}
          isInvalid
          errorMessage="Write at least 10 characters"
        />
      </State>
      <State name="Error outside a field">
        <FieldErrorText>Something went wrong. Try again.</FieldErrorText>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'textbox');
  },
};
