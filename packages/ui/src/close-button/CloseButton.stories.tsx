import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { CloseButton, type CloseButtonProps } from './CloseButton';

const meta = {
  title: 'Components/CloseButton',
  component: CloseButton,
  tags: ['autodocs'],
  args: { label: 'Close' },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  Medium: { size: 'md' },
  Small: { size: 'sm' },
  [HOVERED]: { size: 'md' },
  [KEYBOARD_FOCUS]: { size: 'md' },
} satisfies Record<string, Pick<CloseButtonProps, 'size'>>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('data-size', 'md');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
  },
};

export const SmallWithOwnLabel: Story = {
  args: { size: 'sm', label: 'Dismiss notification' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toHaveAttribute(
      'data-size',
      'sm',
    );
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="8rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <CloseButton {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
