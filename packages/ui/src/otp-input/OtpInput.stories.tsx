import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { OtpInput, type OtpInputProps } from '.';

/** Holds the code, as the verification page does. */
function ControlledOtpInput(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <ControlledOtpInput {...args} />,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const box = (canvas: Canvas, position: number) =>
  canvas.getByRole('textbox', { name: `Digit ${position} of 6` });
const code = (canvas: Canvas) =>
  canvas
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value || '_')
    .join('');

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvas, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(box(canvas, 2)).toHaveAttribute('autocomplete', 'off');

    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('1');
    await expect(box(canvas, 2)).toHaveFocus();
    await expect(code(canvas)).toBe('1_____');
  },
};

export const TypeTheWholeCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('123456');
    await expect(code(canvas)).toBe('123456');
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const NonDigitsIgnored: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('a- 7');
    await expect(code(canvas)).toBe('7_____');
    await expect(box(canvas, 2)).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('7');
  },
};

export const PasteFillsAndTruncates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.paste('12 34-56789');
    await expect(code(canvas)).toBe('123456');
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteFromAMiddleBox: Story = {
  args: { value: '12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(box(canvas, 3));
    await userEvent.paste('3456789');
    await expect(code(canvas)).toBe('123456');
  },
};

export const BackspaceGoesBack: Story = {
  args: { value: '123' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(box(canvas, 4));
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 3)).toHaveFocus();
    await expect(code(canvas)).toBe('12____');
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 2)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const ArrowsHomeAndEnd: Story = {
  args: { value: '123456' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(box(canvas, 3));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(box(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(box(canvas, 6)).toHaveFocus();
    // Typing over a box replaces its digit.
    await userEvent.keyboard('9');
    await expect(code(canvas)).toBe('123459');
  },
};

export const FocusGoesToTheFirstEmptyBox: Story = {
  args: { value: '12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(box(canvas, 6));
    await expect(box(canvas, 3)).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { value: '123456', isInvalid: true, errorMessage: 'The code is wrong or has expired' },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) {
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription('The code is wrong or has expired');
    }
  },
};

export const Disabled: Story = {
  args: { value: '123', isDisabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ canvas }) => {
    await expect(box(canvas, 1)).toHaveFocus();
  },
};

export const FourDigitsWithOtherTexts: Story = {
  args: {
    length: 4,
    label: 'Code de vérification',
    digitLabel: (position, length) => `Chiffre ${position} sur ${length}`,
    name: 'otp_code',
    value: '42',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Code de vérification' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chiffre 4 sur 4' })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="hidden"][name="otp_code"]')).toHaveValue('42');
  },
};

export const PhoneWidth: Story = {
  args: { value: '1234' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

const states = {
  Empty: {},
  'Partly filled': { value: '12' },
  Filled: { value: '123456' },
  Invalid: { value: '123456', isInvalid: true, errorMessage: 'The code is wrong or has expired' },
  Disabled: { value: '123', isDisabled: true },
  'Four boxes': { value: '1234', length: 4 },
  [HOVERED]: { value: '12' },
  [KEYBOARD_FOCUS]: { value: '12' },
} satisfies Record<string, Partial<OtpInputProps>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="22rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <OtpInput {...args} {...state} label={`Verification code, ${name.toLowerCase()}`} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'textbox');
  },
};
