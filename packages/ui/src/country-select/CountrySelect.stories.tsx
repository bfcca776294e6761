import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { CountrySelect, type CountrySelectProps } from '.';

/** Holds the choice, as the sign-up form does. */
function ControlledCountrySelect(props: CountrySelectProps) {
  const [selectedCountry, setSelectedCountry] = useState(props.selectedCountry);
  return (
    <CountrySelect
      {...props}
      selectedCountry={selectedCountry}
      onSelectionChange={(country) => {
        setSelectedCountry(country.code);
        props.onSelectionChange?.(country);
      }}
    />
  );
}

const meta = {
  title: 'Components/CountrySelect',
  component: CountrySelect,
  tags: ['autodocs'],
  args: { label: 'Country', name: 'country', selectedCountry: 'NG', onSelectionChange: fn() },
  render: (args) => <ControlledCountrySelect {...args} />,
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Empty: { selectedCountry: null, placeholder: 'Choose a country' },
  Filled: {},
  'With hint': { description: 'Where we deliver your orders' },
  Invalid: { selectedCountry: null, isInvalid: true, errorMessage: 'required' },
  Disabled: { isDisabled: true },
  'Long text': {
    label: 'Country or territory where the delivery address is',
    selectedCountry: 'VC',
    isInvalid: true,
    errorMessage: 'We do not deliver to this territory yet: choose a country we deliver to',
  },
  [HOVERED]: {},
  [KEYBOARD_FOCUS]: {},
} satisfies Record<string, Partial<CountrySelectProps>>;

export const TypeToFilter: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Nigeria');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Gha');
    await expect(input).toHaveValue('Gha');

    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /Ghana/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith({
      code: 'GH',
      name: 'Ghana',
      dialCode: '+233',
    });
    await expect(input).toHaveValue('Ghana');
  },
};

export const OptionsShowFlagNameAndDialCode: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(230);
    await expect(options[0]).toHaveTextContent('Afghanistan+93');
    const nigeria = within(listbox).getByRole('option', { name: 'Nigeria +234' });
    await expect(nigeria).toHaveAttribute('aria-selected', 'true');
    await expect(nigeria).toHaveTextContent('🇳🇬');
  },
};

export const TypeWithKeyboard: Story = {
  args: { selectedCountry: null },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Kenya');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['🇰🇪Kenya+254']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith({
      code: 'KE',
      name: 'Kenya',
      dialCode: '+254',
    });
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const ArrowKeysMoveThroughTheList: Story = {
  args: { selectedCountry: null },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const [first, second] = within(listbox).getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith({
      code: 'AX',
      name: 'Åland Islands',
      dialCode: '+358',
    });
  },
};

export const LeavingRestoresTheChoice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Gh');
    await userEvent.tab();
    await expect(input).toHaveValue('Nigeria');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No matching country')).toBeVisible();
  },
};

export const OtherLanguage: Story = {
  args: { label: 'Pays', locale: 'fr', selectedCountry: 'DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('Allemagne');
  },
};

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('required');
  },
};

export const Disabled: Story = {
  args: states.Disabled,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
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
          <CountrySelect {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'combobox');
  },
};
