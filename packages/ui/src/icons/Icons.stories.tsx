import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { CheckIcon } from './CheckIcon';
import { ChevronIcon } from './ChevronIcon';
import { CloseIcon } from './CloseIcon';
import { EyeIcon } from './EyeIcon';
import { PersonIcon } from './PersonIcon';
import { TrashIcon } from './TrashIcon';

const icons = {
  CheckIcon: <CheckIcon />,
  'ChevronIcon left': <ChevronIcon direction="left" />,
  'ChevronIcon right': <ChevronIcon direction="right" />,
  'ChevronIcon down': <ChevronIcon direction="down" />,
  CloseIcon: <CloseIcon />,
  EyeIcon: <EyeIcon />,
  'EyeIcon crossed': <EyeIcon crossed />,
  PersonIcon: <PersonIcon />,
  TrashIcon: <TrashIcon />,
};

/**
 * The kit's icons: decoration only (`aria-hidden`), drawn in `currentColor` so they take the text colour of the
 * control that shows them, which carries the meaning in its own name. PersonIcon fills its box (an avatar's).
 */
const meta = {
  title: 'Components/Icons',
  component: ChevronIcon,
  tags: ['autodocs'],
  args: { direction: 'right' },
} satisfies Meta<typeof ChevronIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="9rem">
      {Object.entries(icons).map(([name, icon]) => (
        <State key={name} name={name}>
          <span
            style={{
              color: 'var(--fk-color-primary)',
              display: 'inline-flex',
              width: '2rem',
              height: '2rem',
            }}
          >
            {icon}
          </span>
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const drawings = Array.from(canvasElement.querySelectorAll('svg'));
    await expect(drawings).toHaveLength(Object.keys(icons).length);
    for (const drawing of drawings) {
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
      await expect(drawing).toHaveAttribute('focusable', 'false');
    }
  },
};
