import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { SelectField, type SelectFieldItem, type SelectFieldProps } from '.';

const genders = [
  { id: 'M', label: 'Male' },
  { id: 'F', label: 'Female' },
];

/** Holds the choice, as the app's form does. */
function ControlledSelectField(props: SelectFieldProps<SelectFieldItem>) {
  const [selectedKey, setSelectedKey] = useState<Key | null>(props.selectedKey ?? null);
  return (
    <SelectField
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        props.onSelectionChange?.(key);
      }}
    />
  );
}

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Gender',
    name: 'gender',
    items: genders,
    placeholder: 'Select gender',
    onSelectionChange: fn(),
  },
  render: (args) => <ControlledSelectField {...args} />,
} satisfies Meta<typeof SelectField<SelectFieldItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: {},
  Filled: { selectedKey: 'F' },
  'With hint': { description: 'Used to address you in e-mails' },
  Invalid: { isInvalid: true, errorMessage: 'required' },
  Disabled: { selectedKey: 'M', isDisabled: true },
  'Long text': {
    label: 'How would you like us to address you in messages about your orders',
    items: [{ id: 'long', label: 'Please address me by my first name and family name together' }],
    selectedKey: 'long',
    isInvalid: true,
    errorMessage: 'Choose how we address you, so that deliveries reach the right person',
  },
  [HOVERED]: { selectedKey: 'M' },
  [KEYBOARD_FOCUS]: { selectedKey: 'M' },
} satisfies Record<string, Partial<SelectFieldProps<SelectFieldItem>>>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Gender/ });
    await expect(trigger).toHaveTextContent('Select gender');
    await userEvent.click(trigger);

    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Female' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('F');
    await expect(trigger).toHaveTextContent('Female');
  },
};

export const WithKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Gender/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Male', 'Female']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('F');
  },
};

export const Filled: Story = {
  args: states.Filled,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Female' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Gender/ })).toHaveAccessibleDescription('required');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Gender/ })).toBeDisabled();
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
          <SelectField {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
