import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenImage, images } from '../fixtures/images';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { Avatar, type AvatarProps } from '.';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Obi' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  args: { src: images.goat },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Obi' })).toHaveAttribute('src', images.goat);
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Obi' });
    await expect(avatar).toHaveTextContent('AO');
  },
};

export const BrokenPicture: Story = {
  args: { src: brokenImage },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ada Obi' })).not.toHaveAttribute('src'));
    await expect(canvas.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
  },
};

export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeVisible();
  },
};

const sizes: NonNullable<AvatarProps['size']>[] = ['sm', 'md', 'lg'];

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="10rem">
      {sizes.map((size) => (
        <State key={`picture ${size}`} name={`Picture, ${size}`}>
          <Avatar src={images.goat} name="Ada Obi" size={size} />
        </State>
      ))}
      {sizes.map((size) => (
        <State key={`initials ${size}`} name={`Initials, ${size}`}>
          <Avatar name="Ada Obi" size={size} />
        </State>
      ))}
      {sizes.map((size) => (
        <State key={`icon ${size}`} name={`No name, ${size}`}>
          <Avatar name="" size={size} />
        </State>
      ))}
      <State name="Broken picture">
        <Avatar src={brokenImage} name="Chukwuemeka Nnamdi Okonkwo-Adeyemi" size="lg" />
      </State>
      <State name="One name">
        <Avatar name="Ada" size="lg" />
      </State>
    </Matrix>
  ),
};
