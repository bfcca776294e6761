import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the value like an app does, and still reports each change to the `onChange` spy. */
function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const states = {
  'At minimum': { value: 1 },
  'Middle value': { value: 5 },
  'At maximum': { value: 10, max: 10 },
  Disabled: { value: 3, isDisabled: true },
  'Hidden label': { value: 2, hideLabel: true },
  [HOVERED]: { value: 2 },
  [KEYBOARD_FOCUS]: { value: 2 },
} satisfies Record<string, Partial<QuantityStepperProps>>;

export const AtMinimum: Story = {
  args: states['At minimum'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

export const MiddleValue: Story = {
  args: states['Middle value'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Decrease quantity/ }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
  },
};

export const AtMaximum: Story = {
  args: states['At maximum'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Decrease quantity/ })).toBeEnabled();
  },
};

export const TypingIsClamped: Story = {
  args: { value: 3, max: 20 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(input).toHaveValue('20');

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue('1');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();
  },
};

export const CustomTexts: Story = {
  args: { value: 2, label: 'Quantité', decrementLabel: 'Diminuer', incrementLabel: 'Augmenter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: /^Diminuer/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Augmenter/ })).toBeVisible();
  },
};

/** React Aria's field props pass through: a form `name` and the note the field is described by. */
export const PassesFieldProps: Story = {
  args: { value: 3, name: 'quantity', 'aria-describedby': 'quantity-stock-note', onBlur: fn() },
  render: (args) => (
    <>
      <QuantityStepper {...args} />
      <p id="quantity-stock-note">Only 3 left</p>
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAccessibleDescription('Only 3 left');
    // NumberField submits the number itself through a hidden input named after the field.
    await expect(canvasElement.querySelector('input[type="hidden"][name="quantity"]')).toHaveValue('3');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix>
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <QuantityStepper
            {...args}
            {...state}
            label={`Quantity, ${name}`}
            hideLabel={'hideLabel' in state}
          />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
