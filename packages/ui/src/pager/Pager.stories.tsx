import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { Pager, type PagerProps } from './Pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = {
  'First page': { page: 1, pageCount: 10 },
  'Middle page': { page: 5, pageCount: 10 },
  'Last page': { page: 10, pageCount: 10 },
  'Two pages': { page: 2, pageCount: 2 },
  'Single page (hidden)': { page: 1, pageCount: 1 },
  // The first button of these two pagers ("Previous") shows the state.
  [HOVERED]: { page: 5, pageCount: 10 },
  [KEYBOARD_FOCUS]: { page: 5, pageCount: 10 },
} satisfies Record<string, Pick<PagerProps, 'page' | 'pageCount'>>;

export const FirstPage: Story = {
  args: states['First page'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 4' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: states['Middle page'],
  play: async ({ canvas, userEvent, args }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['4', '5', '6']);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const LastPage: Story = {
  args: states['Last page'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    const pages = canvas.getAllByRole('button', { name: /^Page/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['8', '9', '10']);
  },
};

export const TwoPages: Story = {
  args: states['Two pages'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Page/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SinglePageHidden: Story = {
  args: states['Single page (hidden)'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const KeyboardUse: Story = {
  args: states['Middle page'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** With `pageHref` the pager is links: it works in a page's HTML before any script has run. */
export const AsLinks: Story = {
  args: { page: 1, pageCount: 3, pageHref: (page) => `/homepage/?page=${page}` },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/homepage/?page=3');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/homepage/?page=2');
    const previous = canvas.getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
  },
};

export const CustomTexts: Story = {
  args: {
    ...states['Middle page'],
    'aria-label': 'Pagination des produits',
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
    pageLabel: (page) => `Page ${page} sur 10`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination des produits' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 5 sur 10' })).toBeVisible();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="24rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          {/* Several pagination landmarks on one page need distinct names. */}
          <Pager {...args} {...state} aria-label={`Pagination, ${name}`} />
        </State>
      ))}
      <State name="As links (pageHref)">
        <Pager
          {...args}
          {...states['Middle page']}
          pageHref={(page) => `?page=${page}`}
          aria-label="Pagination, links"
        />
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
