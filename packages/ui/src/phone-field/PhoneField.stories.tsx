import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inShopFormat } from '../stories/inShopFormat';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { PhoneField, type PhoneFieldProps } from '.';

/** Holds the number, as the app's form does. */
function ControlledPhoneField(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={(digits) => {
        setValue(digits);
        props.onChange(digits);
      }}
    />
  );
}

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    label: 'Phone Number',
    name: 'phoneNumber',
    value: '',
    placeholder: '802 123 4567',
    onChange: fn(),
  },
  render: (args) => <ControlledPhoneField {...args} />,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: {},
  Filled: { value: '8021234567' },
  Invalid: { value: '80', isInvalid: true, errorMessage: 'Enter your phone number' },
  Disabled: { value: '8021234567', isDisabled: true },
  'Read-only': { value: '8021234567', isReadOnly: true },
  'Other country': { dialCode: '+1 684', value: '2025550143' },
  'Long text': {
    label: 'Phone number the rider calls on arrival',
    value: '8021234567',
    isInvalid: true,
    errorMessage: "Phone number can't contain more than 12 digits, without the dial code",
  },
  [HOVERED]: { value: '8021234567' },
  [KEYBOARD_FOCUS]: { value: '8021234567' },
} satisfies Record<string, Partial<PhoneFieldProps>>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAccessibleDescription('Dial code +234');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('placeholder', '802 123 4567');
    await expect(canvas.getByText('+234')).toBeVisible();
    await userEvent.type(input, '802-123 abc4567');
    await expect(input).toHaveValue('8021234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('8021234567');
  },
};

export const MaxLength: Story = {
  args: { maxLength: 12 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.click(input);
    await userEvent.paste('0802 123 4567 890');
    await expect(input).toHaveValue('080212345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('080212345678');
  },
};

export const Filled: Story = {
  args: states.Filled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('8021234567');
  },
};

export const OtherCountry: Story = {
  args: states['Other country'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Dial code +1 684',
    );
  },
};

/** Without a `dialCode`, the field shows the code of the shop's country. */
export const ShopCountry: Story = {
  args: { placeholder: '24 123 4567' },
  decorators: [inShopFormat({ country: 'GH' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Dial code +233',
    );
    await expect(canvas.getByText('+233')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Dial code +234 Enter your phone number');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: states['Read-only'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('readonly');
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
          <PhoneField {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'textbox');
  },
};
