import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { type BreadcrumbItem, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: [] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const trails = {
  'Two levels': [{ label: 'Home', href: '/' }, { label: 'My Cart' }],
  'Three levels': [
    { label: 'Home', href: '/' },
    { label: 'Product', href: '/products' },
    { label: 'Fresh Farm Eggs (Crate of 30)' },
  ],
  'Long current page': [
    { label: 'Home', href: '/' },
    { label: 'Product', href: '/products' },
    { label: 'Premium Hand-Picked Organic Scotch Bonnet Peppers, Freshly Harvested This Morning' },
  ],
  // The first link ("Home") of these two trails shows the state.
  [HOVERED]: [{ label: 'Home', href: '/' }, { label: 'My Cart' }],
  [KEYBOARD_FOCUS]: [{ label: 'Home', href: '/' }, { label: 'My Cart' }],
} satisfies Record<string, BreadcrumbItem[]>;

export const TwoLevels: Story = {
  args: { items: trails['Two levels'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('My Cart')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'My Cart' })).toBeNull();
  },
};

export const ThreeLevels: Story = {
  args: { items: trails['Three levels'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByText('Fresh Farm Eggs (Crate of 30)')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongCurrentPage: Story = {
  args: { items: trails['Long current page'] },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="22rem">
      {Object.entries(trails).map(([name, items]) => (
        <State key={name} name={name}>
          {/* Several breadcrumb landmarks on one page need distinct names. */}
          <Breadcrumbs items={items} aria-label={`Breadcrumb, ${name}`} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'link');
  },
};
