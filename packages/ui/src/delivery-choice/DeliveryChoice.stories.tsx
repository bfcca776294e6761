import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { farmPickup } from '../fixtures/delivery';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS } from '../stories/showInteractionStates';
import { DeliveryChoice, type DeliveryChoiceProps } from './DeliveryChoice';

const meta = {
  title: 'Components/DeliveryChoice',
  component: DeliveryChoice,
  tags: ['autodocs'],
  args: {
    value: null,
    onChange: fn(),
    pickup: farmPickup,
    deliveryDescription: 'Our rider brings it to your door in the time you choose.',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DeliveryChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the choice, as the checkout does. */
function Controlled(props: DeliveryChoiceProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DeliveryChoice
      {...props}
      value={value}
      onChange={(method) => {
        setValue(method);
        props.onChange(method);
      }}
    />
  );
}

const states = {
  'Nothing chosen': {},
  'Delivery chosen': { value: 'delivery' },
  'Collection chosen': { value: 'pickup' },
  'No pickup': { pickup: null, value: 'delivery' },
  'No delivery now': { isDeliveryUnavailable: true, value: 'pickup' },
  Invalid: { isInvalid: true, errorMessage: 'Choose how and when your order should come.' },
  Disabled: { value: 'delivery', isDisabled: true },
  [HOVERED]: {},
  [KEYBOARD_FOCUS]: {},
} satisfies Record<string, Partial<DeliveryChoiceProps>>;

export const ChooseCollection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'How should your order come?' })).toBeVisible();
    const pickup = canvas.getByRole('radio', { name: 'Collect at the farm' });
    await expect(pickup).not.toBeChecked();
    // The shopper sees where and when before choosing, and a screen reader reads it with the option.
    await expect(pickup).toHaveAccessibleDescription(`${farmPickup.address} ${farmPickup.hours}`);
    await userEvent.click(canvas.getByText('Collect at the farm'));
    await expect(args.onChange).toHaveBeenCalledWith('pickup');
    await expect(pickup).toBeChecked();
    await userEvent.click(canvas.getByText('Delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith('delivery');
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  },
};

export const DeliveryChosen: Story = {
  args: states['Delivery chosen'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Collect at the farm' })).not.toBeChecked();
  },
};

export const NoPickup: Story = {
  args: states['No pickup'],
  play: async ({ canvas, userEvent, args }) => {
    const pickup = canvas.getByRole('radio', { name: 'Collect at the farm' });
    await expect(pickup).toBeDisabled();
    await expect(pickup).toHaveAccessibleDescription('The farm does not offer collection now.');
    await expect(canvas.getByText('The farm does not offer collection now.')).toBeVisible();
    await userEvent.click(canvas.getByText('Collect at the farm'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  },
};

export const NoDeliveryNow: Story = {
  args: states['No delivery now'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toHaveAccessibleDescription(
      'The farm does not deliver now.',
    );
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose how and when your order should come.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const KeyboardUse: Story = {
  args: { value: 'delivery' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('pickup');
    await expect(canvas.getByRole('radio', { name: 'Collect at the farm' })).toBeChecked();
  },
};

export const OtherFarmsWords: Story = {
  args: {
    label: 'Delivery or pick-up?',
    methodLabels: { delivery: 'Home delivery', pickup: 'Pick up at Ashanti Hills' },
    pickup: { address: 'Ashanti Hills Farm, Kumasi–Accra Road, Ejisu', hours: 'Tue–Sun 7:00–15:00' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery or pick-up?' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pick up at Ashanti Hills' })).toBeEnabled();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="28rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <DeliveryChoice {...args} {...state} label={`How should your order come? ${name}`} />
        </State>
      ))}
      <State name="Phone width (390px)">
        <div style={{ width: 358 }}>
          <DeliveryChoice
            {...args}
            value="pickup"
            label="How should your order come? Phone"
            pickup={{
              address:
                'Plot 14, Kuje–Gwagwalada Road, behind the Federal Government Girls’ College, beside the NNPC station, Kuje, FCT',
              hours: 'Mon–Fri 8:00–17:00, Sat 9:00–14:00; closed on public holidays',
            }}
          />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    const firstRadio = (cell: string) =>
      within(canvas.getByRole('figure', { name: cell })).getAllByRole('radio')[0] as HTMLElement;
    await userEvent.tab();
    firstRadio(KEYBOARD_FOCUS).focus();
    await userEvent.hover(within(canvas.getByRole('figure', { name: HOVERED })).getByText('Delivery'));
  },
};
