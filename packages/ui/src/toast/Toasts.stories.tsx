import { Button } from '@farmkit/ui/button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../stories/OverlayFrame';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { createToastQueue, type ToastContent, Toasts, type ToastsProps } from '.';

const meta = {
  title: 'Components/Toasts',
  component: Toasts,
  tags: ['autodocs'],
  args: { queue: createToastQueue(), placement: 'top-end' },
  // One queue for the file's stories: each starts with none of the previous story's toasts.
  beforeEach: ({ args }) => args.queue.clear(),
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that posts a toast on a button press, as the app's pages do. */
function ToastDemo({
  content,
  timeout,
  ...props
}: ToastsProps & { content: ToastContent; timeout?: number }) {
  return (
    <>
      <Button onPress={() => props.queue.add(content, { timeout })}>Add to Cart</Button>
      <Toasts {...props} />
    </>
  );
}

export const ShowsAndCloses: Story = {
  render: (args) => <ToastDemo {...args} content={{ title: 'Added to Cart!', tone: 'success' }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Added to Cart!' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Added to Cart!');

    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const ErrorWithDescription: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      content={{
        title: 'An error occurred',
        description: 'Check your connection and try again.',
        tone: 'error',
      }}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'An error occurred',
    });
    await expect(toast).toHaveAccessibleDescription('Check your connection and try again.');
    await expect(toast).toHaveAttribute('data-tone', 'error');
  },
};

export const ClosesAfterItsTimeout: Story = {
  args: { placement: 'top' },
  render: (args) => (
    <ToastDemo {...args} content={{ title: 'Cart updated successfully!', tone: 'info' }} timeout={300} />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('data-placement', 'top');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
  },
};

export const AtMostThreeAtOnce: Story = {
  render: (args) => <ToastDemo {...args} content={{ title: 'Added to Cart!', tone: 'success' }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    for (let press = 0; press < 5; press += 1) await userEvent.click(button);
    const region = await within(canvasElement.ownerDocument.body).findByRole('region');
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};

/** Toasts already posted, shown inside a screen-sized frame. */
function PostedToasts({
  toasts,
  placement,
}: {
  toasts: ToastContent[];
  placement: ToastsProps['placement'];
}) {
  const [queue] = useState(() => {
    const queue = createToastQueue();
    // The queue shows the newest first: post in reverse to list them in the order given.
    for (const toast of [...toasts].reverse()) queue.add(toast);
    return queue;
  });
  return <Toasts queue={queue} placement={placement} aria-label={`Notifications, ${placement}`} />;
}

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="100%">
      <State name="Top end, every tone" wide>
        <OverlayFrame height="20rem">
          <PostedToasts
            placement="top-end"
            toasts={[
              { title: 'Registration successful!', tone: 'success' },
              {
                title: 'An error occurred',
                description: 'Check your connection and try again.',
                tone: 'error',
              },
              { title: 'otp resent', tone: 'info' },
            ]}
          />
        </OverlayFrame>
      </State>
      <State name="Top centre, long text" wide>
        <OverlayFrame height="10rem">
          <PostedToasts
            placement="top"
            toasts={[
              {
                title: 'Your order was placed and the farm will call you before delivery',
                description:
                  'Pay on delivery: have the exact amount ready, riders do not always carry change for large notes.',
                tone: 'success',
              },
            ]}
          />
        </OverlayFrame>
      </State>
    </Matrix>
  ),
};
