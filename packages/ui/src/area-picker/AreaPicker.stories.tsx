import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { abujaArea, abujaAreas, longNamedArea } from '../fixtures/delivery';
import { OverlayFrame } from '../stories/OverlayFrame';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { AreaPicker, type AreaPickerProps } from './AreaPicker';

/** Holds the choice, as the checkout does. */
function Controlled(props: AreaPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AreaPicker
      {...props}
      value={value}
      onChange={(area) => {
        setValue(area.id);
        props.onChange(area);
      }}
    />
  );
}

const meta = {
  title: 'Components/AreaPicker',
  component: AreaPicker,
  tags: ['autodocs'],
  args: { areas: abujaAreas, value: null, onChange: fn(), placeholder: 'Type your area' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AreaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: {},
  Chosen: { value: abujaArea('Maitama').id },
  'With hint': {
    value: abujaArea('Kuje town').id,
    description: 'Kuje town is on the farm’s own route: free.',
  },
  Invalid: { isInvalid: true, errorMessage: 'Choose the area the rider should bring your order to.' },
  'Area no longer served': {
    value: abujaArea('Kubwa').id,
    isInvalid: true,
    errorMessage: 'The farm does not deliver to that area now. Choose another, or collect at the farm.',
  },
  Disabled: { value: abujaArea('Lugbe').id, isDisabled: true },
  [HOVERED]: {},
  [KEYBOARD_FOCUS]: {},
} satisfies Record<string, Partial<AreaPickerProps>>;

const listbox = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('listbox');

export const TypeToChoose: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Area' });
    await userEvent.type(input, 'gwa');
    const list = within(await listbox(canvasElement));
    // Only the matching areas stay, under their councils.
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Gwarinpa₦3,000Min. order ₦10,000',
      'Gwagwalada₦1,500',
    ]);
    await expect(list.getByRole('group', { name: 'AMAC' })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Gwagwalada' })).toBeVisible();
    // A screen reader reads all the option shows: its fee and minimum too.
    await expect(list.getByRole('option', { name: 'Gwarinpa ₦3,000 Min. order ₦10,000' })).toBeVisible();

    await userEvent.click(list.getByRole('option', { name: /^Gwagwalada/ }));
    await expect(args.onChange).toHaveBeenCalledWith(abujaArea('Gwagwalada'));
    await expect(input).toHaveValue('Gwagwalada');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Area' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('kub');
    const list = within(await listbox(canvasElement));
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      list.getByRole('option', { name: /^Kubwa/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(abujaArea('Kubwa'));
    await expect(input).toHaveValue('Kubwa');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};

export const ListShowsEveryCouncil: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const list = within(await listbox(canvasElement));
    await expect(list.getAllByRole('group')).toHaveLength(6);
    await expect(list.getByRole('group', { name: 'Kwali' })).toBeVisible();
    await expect(list.getAllByRole('option')).toHaveLength(abujaAreas.length);
    // A fee of 0 reads as free, not ₦0.
    await expect(list.getByRole('option', { name: 'Kuje town Free' })).toBeVisible();
  },
};

/**
 * A phone's touch screen, as React Aria tells one (`navigator.maxTouchPoints`). This browser has none, and opens no
 * on-screen keyboard.
 */
function emulateTouchScreen() {
  Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
  };
}

/** The option a finger on the middle of `option` lands on, if any: not while the list lets the touch through. */
function optionTouchedAt(option: Element): Element | null {
  const box = option.getBoundingClientRect();
  const touched = option.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return touched?.closest('[role="option"]') ?? null;
}

const goBack = fn();

/**
 * A phone, the picker above the checkout's Back button. On a touch screen React Aria shows the list only once the
 * on-screen keyboard has opened (600 ms at most when none opens, as here): until then the list is transparent, and
 * a finger on an option's place presses Back under it. The shopper taps the area once it shows, and it is chosen.
 */
export const TapAnAreaOnAPhone: Story = {
  args: { description: 'Each area has its delivery fee, and some a minimum order.' },
  beforeEach: () => {
    goBack.mockClear();
    return emulateTouchScreen();
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 358 }}>
      <Controlled {...args} />
      <Button variant="secondary" onPress={goBack}>
        Back
      </Button>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Area' }), 'Gwarinpa');
    const option = within(await listbox(canvasElement)).getByRole('option', { name: /^Gwarinpa/ });
    await waitFor(() => expect(optionTouchedAt(option)).toBe(option));
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith(abujaArea('Gwarinpa'));
    await expect(goBack).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  args: states.Chosen,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Area' })).toHaveValue('Maitama');
  },
};

export const LeavingKeepsTheChoice: Story = {
  args: states.Chosen,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Area' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ap');
    await userEvent.tab();
    await expect(input).toHaveValue('Maitama');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Area' }), 'Lokoja');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('No area by that name'),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Area' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the area the rider should bring your order to.');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Area' })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** The list as a shopper sees it after typing "gwa": the screenshot holds the open list. */
export const ListOpen: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <OverlayFrame height="24rem">
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Controlled {...args} />
      </div>
    </OverlayFrame>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Area' }), 'gwa');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};

/** A phone, with an area whose name and council wrap: the whole list, scrolled by its councils. */
export const ListOpenOnAPhone: Story = {
  tags: ['screenshot'],
  args: { areas: [longNamedArea, ...abujaAreas] },
  render: (args) => (
    <OverlayFrame height="34rem">
      <div style={{ padding: 16, width: 358 }}>
        <Controlled {...args} />
      </div>
    </OverlayFrame>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const list = within(await canvas.findByRole('listbox'));
    await expect(
      list.getByRole('option', { name: `${longNamedArea.name} ₦12,500 Min. order ₦150,000` }),
    ).toBeVisible();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="18rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <AreaPicker {...args} {...state} />
        </State>
      ))}
      <State name="Phone width (390px), long name">
        <div style={{ width: 358 }}>
          <AreaPicker
            {...args}
            areas={[longNamedArea]}
            value={longNamedArea.id}
            label="Area or estate the rider should bring your order to"
            isInvalid
            errorMessage="Orders to Federal Housing Authority Estate, Lugbe need ₦150,000 at least: add more, or collect at the farm."
          />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'combobox');
  },
};
