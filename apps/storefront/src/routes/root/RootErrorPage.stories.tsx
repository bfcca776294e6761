import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'storybook/test';
import '../../styles';
import { RootErrorPage } from './RootErrorPage';

/** The page that never renders: its loader fails first. */
const Unreachable = () => null;

/** A router whose only page fails the way `failure` says. */
function FailingApp({ failure }: { failure: () => never }) {
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/', loader: failure, Component: Unreachable, ErrorBoundary: RootErrorPage },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Unexpected error',
  component: FailingApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FailingApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorResponse: Story = {
  tags: ['screenshot'],
  args: {
    failure: () => {
      throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('503 Service Unavailable')).toBeVisible();
  },
};

export const ThrownError: Story = {
  args: {
    failure: () => {
      throw new Error('Failed to fetch dynamically imported module');
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch dynamically imported module')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  },
};
