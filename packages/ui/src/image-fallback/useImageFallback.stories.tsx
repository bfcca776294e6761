import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { useImageFallback } from './useImageFallback';

const egg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#e7f3ea"/><ellipse cx="48" cy="52" rx="22" ry="28" fill="#f6e7c8" stroke="#8a6d3b" stroke-width="2"/></svg>',
)}`;
const standIn = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#dde4dc"/><path d="M28 64 42 46l10 12 8-8 12 14z" fill="#7b877f"/></svg>',
)}`;

/** A picture with its stand-in, as ProductCard and CartLine use the hook. */
function Picture({ src, name }: { src: string | null; name: string }) {
  const picture = useImageFallback(src);
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not a user interaction.
    <img
      src={picture.src ?? standIn}
      ref={picture.ref}
      onError={picture.onError}
      alt={name}
      data-stand-in={picture.src ? undefined : ''}
      width={96}
      height={96}
    />
  );
}

const meta = {
  title: 'Components/useImageFallback',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A hook for a picture that may be missing or broken (a deleted product picture, an offline phone): it ' +
          'answers the `src` to show, or undefined so the component shows its stand-in, and the `onError` that ' +
          'swaps a broken picture for it. A new `src` gets its own chance to load.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryCase: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="8rem">
      <State name="Loads">
        <Picture src={egg} name="Crate of eggs" />
      </State>
      <State name="No picture">
        <Picture src={null} name="Yam tubers" />
      </State>
      <State name="Broken picture">
        <Picture src="/media/no-such-picture.webp" name="Goat" />
      </State>
    </Matrix>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Crate of eggs' })).not.toHaveAttribute('data-stand-in');
    await expect(canvas.getByRole('img', { name: 'Yam tubers' })).toHaveAttribute('data-stand-in');
    // The broken one fails to load, then shows the stand-in in its place.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Goat' })).toHaveAttribute('data-stand-in'));
  },
};

/**
 * Server-rendered, the picture fails before React hydrates it (a slow phone, a deleted file): React does not replay
 * that `error` event, so the hook checks the picture when it hydrates, and the stand-in takes its place.
 */
export const BrokenBeforeHydration: Story = {
  render: () => <div data-testid="server-rendered" />,
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('server-rendered');
    const picture = <Picture src="/media/no-such-picture.webp" name="Goat" />;
    host.innerHTML = renderToString(picture);
    const image = host.querySelector('img');
    await waitFor(() => expect(image?.complete).toBe(true));
    await expect(image).not.toHaveAttribute('data-stand-in');

    hydrateRoot(host, picture);

    await waitFor(() => expect(canvas.getByRole('img', { name: 'Goat' })).toHaveAttribute('data-stand-in'));
  },
};
