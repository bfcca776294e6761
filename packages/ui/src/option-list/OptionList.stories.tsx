import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Select, SelectValue } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldChrome } from '../field';
import { ChevronIcon } from '../icons/ChevronIcon';
import { Option, OptionList } from './OptionList';
import '../select-field/SelectField.css';

const sizes = [
  { id: 'half', label: 'Half crate (15 eggs)' },
  { id: 'crate', label: 'Crate (30 eggs)' },
  { id: 'carton', label: 'Carton (12 crates)', isDisabled: true },
];

/** The list as a Select shows it: OptionList is always placed inside a Select or ComboBox. */
function EggSizeSelect({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Select
      defaultSelectedKey="crate"
      defaultOpen={defaultOpen}
      disabledKeys={['carton']}
      className="fk-Field"
      style={{ maxWidth: '18rem' }}
    >
      <FieldChrome label="Pack size">
        <Button className="fk-Field-control fk-SelectField-button">
          <SelectValue className="fk-SelectField-value" />
          <ChevronIcon direction="down" />
        </Button>
      </FieldChrome>
      <OptionList items={sizes}>{(size) => <Option id={size.id}>{size.label}</Option>}</OptionList>
    </Select>
  );
}

const meta = {
  title: 'Components/OptionList',
  component: OptionList,
  subcomponents: { Option },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: () => <EggSizeSelect />,
} satisfies Meta<typeof OptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Crate \(30 eggs\)/ })).toBeVisible();
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const Open: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ minHeight: '14rem' }}>
      <EggSizeSelect defaultOpen />
    </div>
  ),
  play: async () => {
    const list = await within(document.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(sizes.map((size) => size.label));
    // The selected option is marked for sight and for screen readers; a disabled one cannot be chosen.
    await expect(within(list).getByRole('option', { name: 'Crate (30 eggs)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(list).getByRole('option', { name: 'Carton (12 crates)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Crate \(30 eggs\)/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(list).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Half crate \(15 eggs\)/ })).toHaveFocus();
  },
};
