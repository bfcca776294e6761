import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { FieldChrome } from './FieldChrome';
import { FieldErrorText } from './FieldErrorText';

/** FieldChrome around a React Aria TextField's input, as the kit's own fields use it. */
function DeliveryNote({ isInvalid = false, description }: { isInvalid?: boolean; description?: string }) {
  return (
    <TextField
      className="fk-Field"
      isInvalid={isInvalid}
      defaultValue={isInvalid ? '' : 'Gate 2, by the mango tree'}
    >
      <FieldChrome
        label="Delivery note"
        description={description}
        errorMessage="Tell the rider where to stop"
      >
        <Input className="fk-Field-control" />
      </FieldChrome>
    </TextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: FieldChrome,
  subcomponents: { FieldErrorText },
  tags: ['autodocs'],
  args: { label: 'Delivery note', children: null },
  render: () => <DeliveryNote description="Landmarks help the rider find you." />,
} satisfies Meta<typeof FieldChrome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    // The label names the control and the hint describes it: both reach a screen reader with the input.
    const input = canvas.getByRole('textbox', { name: 'Delivery note' });
    await expect(input).toHaveAccessibleDescription('Landmarks help the rider find you.');
  },
};

export const Invalid: Story = {
  render: () => <DeliveryNote isInvalid />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery note' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Tell the rider where to stop');
  },
};

export const ErrorOutsideAField: Story = {
  render: () => (
    <div className="fk-Field">
      <FieldErrorText id="login-error">The e-mail or password is wrong.</FieldErrorText>
      <button type="submit" aria-describedby="login-error">
        Log in
      </button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAccessibleDescription(
      'The e-mail or password is wrong.',
    );
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="16rem">
      <State name="Label only">
        <DeliveryNote />
      </State>
      <State name="With hint">
        <DeliveryNote description="Landmarks help the rider find you." />
      </State>
      <State name="Invalid">
        <DeliveryNote isInvalid description="Landmarks help the rider find you." />
      </State>
      <State name="Error outside a field">
        <FieldErrorText>The e-mail or password is wrong.</FieldErrorText>
      </State>
    </Matrix>
  ),
};
