import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { Button, type ButtonVariant, LinkButton } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to Cart', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Buy Now' },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Delete account', variant: 'danger', pendingLabel: 'Deleting' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Delete account/ });
    await expect(canvas.getByRole('progressbar', { name: 'Deleting' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: () => <LinkButton href="/shop">Visit the Store</LinkButton>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Visit the Store' })).toHaveAttribute('href', '/shop');
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger'];

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="12rem">
      {variants.map((variant) => (
        <State key={variant} name={variant}>
          <Button {...args} variant={variant} />
        </State>
      ))}
      {variants.map((variant) => (
        <State key={`${variant} link`} name={`${variant} link`}>
          <LinkButton href="/shop" variant={variant}>
            Visit the Store
          </LinkButton>
        </State>
      ))}
      <State name="pending">
        <Button {...args} isPending />
      </State>
      <State name="disabled">
        <Button {...args} isDisabled />
      </State>
      <State name={HOVERED}>
        <Button {...args} />
      </State>
      <State name={KEYBOARD_FOCUS}>
        <Button {...args} />
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
