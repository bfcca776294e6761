import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OverlayFrame } from '../stories/OverlayFrame';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { LoadingOverlay } from '.';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { isVisible: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).toBeVisible();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText('Loading')).toBeVisible();
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Creating your account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Creating your account' })).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const CoversTheScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    const layer = canvas.getByRole('progressbar').closest('.fk-LoadingOverlay');
    const view = canvasElement.ownerDocument.defaultView;
    await expect(layer?.getBoundingClientRect().width).toBe(view?.innerWidth);
    await expect(layer?.getBoundingClientRect().height).toBe(view?.innerHeight);
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="20rem">
      <State name="Default label">
        <OverlayFrame height="16rem">
          <LoadingOverlay isVisible />
        </OverlayFrame>
      </State>
      <State name="Long label">
        <OverlayFrame height="16rem">
          <LoadingOverlay
            isVisible
            label="Uploading your new profile photo, this can take a minute on mobile data"
          />
        </OverlayFrame>
      </State>
      <State name="Not visible">
        <OverlayFrame height="16rem">
          <LoadingOverlay isVisible={false} />
        </OverlayFrame>
      </State>
    </Matrix>
  ),
};
