import { DELIVERY_ERROR_DETAILS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SHOP_LOCALE, SHOP_TIME_ZONE, weekOfSlots } from '../fixtures/delivery';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

/** Holds the choice, as the checkout does. */
function Controlled(props: SlotPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SlotPicker
      {...props}
      value={value}
      onChange={(id, slot) => {
        setValue(id);
        props.onChange(id, slot);
      }}
    />
  );
}

const meta = {
  title: 'Components/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: {
    slots: weekOfSlots,
    value: null,
    onChange: fn(),
    timeZone: SHOP_TIME_ZONE,
    locale: SHOP_LOCALE,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotOn = (id: string) => weekOfSlots.find((slot) => slot.id === id);

const states = {
  'Nothing chosen': {},
  Chosen: { value: '2:2026-12-01' },
  'Chosen on another day': { value: '1:2026-12-03', slots: weekOfSlots },
  'Full slot': { slots: weekOfSlots.slice(0, 4) },
  'No slots': { slots: [] },
  'No slots (collection)': { slots: [], emptyMessage: 'No collection times in the next 7 days' },
  Invalid: { isInvalid: true, errorMessage: DELIVERY_ERROR_DETAILS.slotUnavailable },
  Disabled: { value: '1:2026-12-02', isDisabled: true },
} satisfies Record<string, Partial<SlotPickerProps>>;

export const ChooseASlot: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const days = canvas.getByRole('radiogroup', { name: 'Day' });
    // It opens on the first day with room.
    await expect(within(days).getByRole('radio', { name: 'Sat 28 Nov' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Time on Saturday, 28 November' })).toBeVisible();

    await userEvent.click(within(days).getByText('1 Dec'));
    const times = canvas.getByRole('radiogroup', { name: 'Time on Tuesday, 1 December' });
    await userEvent.click(within(times).getByText('14:00–18:00'));
    await expect(args.onChange).toHaveBeenCalledWith('2:2026-12-01', slotOn('2:2026-12-01'));
    await expect(within(times).getByRole('radio', { name: '14:00–18:00' })).toBeChecked();
  },
};

export const FullSlotNotSelectable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const full = canvas.getByRole('radio', { name: '14:00–18:00' });
    await expect(full).toBeDisabled();
    await expect(full).toHaveAccessibleDescription('Full');
    await userEvent.click(canvas.getByText('14:00–18:00'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(full).not.toBeChecked();
    // A day with every slot full is shown, marked, and cannot be opened.
    const monday = canvas.getByRole('radio', { name: 'Mon 30 Nov' });
    await expect(monday).toBeDisabled();
    await expect(monday).toHaveAccessibleDescription('Full');
  },
};

export const KeyboardUse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sat 28 Nov' })).toHaveFocus();
    // Arrow keys pass over the full Monday.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('1:2026-12-01', slotOn('1:2026-12-01'));
  },
};

export const Chosen: Story = {
  args: states.Chosen,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '14:00–18:00' })).toBeChecked();
  },
};

export const ChosenOnAnotherDay: Story = {
  args: states['Chosen on another day'],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Thu 3 Dec' })).toBeChecked();
    await userEvent.click(canvas.getByText('28 Nov'));
    // Browsing another day keeps the choice, and says so.
    await expect(
      canvas.getByRole('radiogroup', { name: 'Time on Saturday, 28 November' }),
    ).toHaveAccessibleDescription('Chosen: Thu 3 Dec, 09:00–13:00');
  },
};

export const NoSlots: Story = {
  args: states['No slots'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No delivery times in the next 7 days for this area',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DELIVERY_ERROR_DETAILS.slotUnavailable)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /^Time on/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** The times follow the zone given, not the device's: the same slots, written for a shop on UTC. */
export const InTheShopsZone: Story = {
  args: { timeZone: 'UTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '08:00–12:00' })).toBeEnabled();
  },
};

export const OtherLanguage: Story = {
  args: { locale: 'fr', dayLabel: 'Jour', timeLabel: (day) => `Heure, ${day}`, fullLabel: 'Complet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'sam. 28 nov.' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Heure, samedi 28 novembre' })).toBeVisible();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="30rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <SlotPicker {...args} {...state} dayLabel={`Day, ${name}`} />
        </State>
      ))}
      <State name="Phone width (390px)">
        <div style={{ width: 358 }}>
          <SlotPicker
            {...args}
            value="1:2026-11-28"
            dayLabel="Day, phone"
            timeLabel={(day) => `Delivery time on ${day}, between the farm gate and your door`}
          />
        </div>
      </State>
    </Matrix>
  ),
};
