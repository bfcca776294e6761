import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS } from '../stories/showInteractionStates';
import { PaymentChoice, type PaymentChoiceProps } from './PaymentChoice';

const meta = {
  title: 'Components/PaymentChoice',
  component: PaymentChoice,
  tags: ['autodocs'],
  args: {
    value: null,
    onChange: fn(),
    options: [
      { id: 'pay_now', label: 'Pay Now' },
      { id: 'on_delivery', label: 'Pay On Delivery' },
    ],
  },
} satisfies Meta<typeof PaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: PaymentChoiceProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentChoice
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const withDescriptions = [
  { id: 'pay_now', label: 'Pay Now', description: 'Card or bank transfer, right away.' },
  { id: 'on_delivery', label: 'Pay On Delivery', description: 'Cash or transfer when it arrives.' },
];

const states = {
  'Nothing chosen': { value: null },
  'Pay Now chosen': { value: 'pay_now' },
  'With descriptions': { value: 'on_delivery', options: withDescriptions },
  Invalid: { value: null, isInvalid: true, errorMessage: 'Choose a payment method.' },
  Disabled: { value: 'pay_now', isDisabled: true },
  [HOVERED]: { value: null },
  [KEYBOARD_FOCUS]: { value: null },
} satisfies Record<string, Partial<PaymentChoiceProps>>;

export const NothingChosen: Story = {
  args: states['Nothing chosen'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Information' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Pay Now'));
    await expect(args.onChange).toHaveBeenCalledWith('pay_now');
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).toBeChecked();
    await userEvent.click(canvas.getByText('Pay On Delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith('on_delivery');
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).not.toBeChecked();
  },
};

export const PayNowChosen: Story = {
  args: states['Pay Now chosen'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Pay On Delivery' })).not.toBeChecked();
  },
};

export const WithDescriptions: Story = {
  args: states['With descriptions'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).toHaveAccessibleDescription(
      'Card or bank transfer, right away.',
    );
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a payment method.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay On Delivery' })).toBeDisabled();
  },
};

export const KeyboardUse: Story = {
  args: { value: 'pay_now' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pay Now' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('on_delivery');
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="28rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <PaymentChoice {...args} {...state} label={`Payment Information, ${name}`} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    const firstRadio = (cell: string) =>
      within(canvas.getByRole('figure', { name: cell })).getAllByRole('radio')[0] as HTMLElement;
    await userEvent.tab();
    firstRadio(KEYBOARD_FOCUS).focus();
    await userEvent.hover(within(canvas.getByRole('figure', { name: HOVERED })).getByText('Pay Now'));
  },
};
