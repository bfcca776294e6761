import { formatMoney } from '@farmkit/ui/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inShopFormat } from '../stories/inShopFormat';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { MoneyField, type MoneyFieldProps } from '.';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Price', name: 'price', onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: { placeholder: '₦0.00' },
  Filled: { defaultValue: 12500 },
  'With kobo': { defaultValue: 1234.5 },
  'With hint': { defaultValue: 4500, description: 'What a shopper pays for one unit.' },
  Required: { isRequired: true, label: 'Refund amount' },
  Invalid: {
    defaultValue: 20000,
    label: 'Refund amount',
    isInvalid: true,
    errorMessage: `Refund at most ${formatMoney(12500)}, what was paid`,
  },
  Disabled: { defaultValue: 12500, isDisabled: true },
  'Read-only': { defaultValue: 12500, isReadOnly: true },
  'US dollars': { defaultValue: 19.99, currency: 'USD', locale: 'en-US' },
  [HOVERED]: { defaultValue: 12500 },
  [KEYBOARD_FOCUS]: { defaultValue: 12500 },
} satisfies Record<string, Partial<MoneyFieldProps>>;

export const Empty: Story = {
  args: states.Empty,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1234.567');
    await userEvent.tab();
    // The amount is committed on blur, formatted in naira and rounded to whole kobo.
    await expect(input).toHaveValue('₦1,234.57');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.57);
  },
};

export const KoboSafeSteps: Story = {
  args: { defaultValue: 0.1, step: 0.1 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in floating point; the caller gets 0.3.
    await expect(args.onChange).toHaveBeenLastCalledWith(0.3);
    await expect(input).toHaveValue('₦0.30');
  },
};

export const Filled: Story = {
  args: states.Filled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('₦12,500.00');
  },
};

export const NoNegativeAmounts: Story = {
  args: { defaultValue: 500 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(input);
    // With minValue 0 (the default) the field refuses the minus sign.
    await userEvent.type(input, '-200');
    await userEvent.tab();
    await expect(input).toHaveValue('₦200.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(200);
  },
};

/** Keeps the amount like a form does, and shows what it received. */
function Controlled(props: MoneyFieldProps) {
  const [amount, setAmount] = useState(2500);
  return (
    <>
      <MoneyField
        {...props}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          props.onChange?.(value);
        }}
      />
      <p>Received: {Number.isNaN(amount) ? 'nothing' : formatMoney(amount, { fractionDigits: 2 })}</p>
    </>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('₦2,500.00');
    await userEvent.clear(input);
    await userEvent.type(input, '99.999{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByText('Received: ₦100.00')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
    await expect(canvas.getByText('Received: nothing')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: states['With hint'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      'What a shopper pays for one unit.',
    );
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refund amount' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Refund at most ₦12,500, what was paid');
  },
};

export const Required: Story = {
  args: states.Required,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Refund amount' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
  },
};

export const OtherCurrency: Story = {
  args: states['US dollars'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('$19.99');
    await userEvent.clear(input);
    await userEvent.type(input, '5.257');
    await userEvent.tab();
    await expect(input).toHaveValue('$5.26');
    await expect(args.onChange).toHaveBeenLastCalledWith(5.26);
  },
};

/** Without `currency` and `locale`, the field writes the shop's: here a shop in euros, in German. */
export const ShopCurrency: Story = {
  args: { defaultValue: 1234.5 },
  decorators: [inShopFormat({ currency: 'EUR', locale: 'de-DE' })],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('1.234,50\u00a0€');
    await userEvent.clear(input);
    await userEvent.type(input, '7,257');
    await userEvent.tab();
    await expect(input).toHaveValue('7,26\u00a0€');
    await expect(args.onChange).toHaveBeenLastCalledWith(7.26);
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="16rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <MoneyField {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'textbox');
  },
};
