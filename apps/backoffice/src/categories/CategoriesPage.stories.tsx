import type { AdminCategory } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminCategories,
  onCategories,
  onCategoryOrder,
  onCreateCategory,
  onRenameCategory,
  refusal,
} from '../fixtures/catalogue';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

let categories: AdminCategory[] = adminCategories;
let orders: number[][] = [];

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[id$="-name"]')?.textContent);

const meta = {
  title: 'Back-office/Categories',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/categories" />,
  beforeEach({ msw }) {
    categories = adminCategories;
    orders = [];
    msw.use(
      ...signedInAs('manager'),
      onCategories(() => HttpResponse.json(categories)),
      onCategoryOrder(async (request) => {
        const { ids } = (await request.json()) as { ids: number[] };
        orders.push(ids);
        categories = ids.map((id, index) => ({
          ...(categories.find((category) => category.id === id) as AdminCategory),
          position: index + 1,
        }));
        return HttpResponse.json(categories);
      }),
      onCreateCategory(() => refusal(409, 'Another category has this name.', 'category_exists')),
      onRenameCategory(async (request) => {
        const { name } = (await request.json()) as { name: string };
        const id = Number(new URL(request.url).pathname.split('/').at(-2));
        categories = categories.map((category) => (category.id === id ? { ...category, name } : category));
        return HttpResponse.json(categories.find((category) => category.id === id));
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(names(list)).toEqual(['Livestock', 'Eggs & Poultry', 'Grains', 'Vegetables']);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 products');
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('1 product');
    // The first cannot go up, the last cannot go down.
    await expect(within(list).getAllByRole('button', { name: 'Move up' })[0]).toBeDisabled();
    await expect(within(list).getAllByRole('button', { name: 'Move down' })[3]).toBeDisabled();
  },
};

export const ListOnPhone: Story = { ...List, globals: onPhone };

/** Moved down with the keyboard: the new order is posted, and the focus stays on the moved category. */
export const MoveDown: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list');
    const down = within(list).getAllByRole('button', { name: 'Move down' })[0] as HTMLElement;
    await expect(down).toHaveAccessibleDescription('Livestock');
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(orders).toEqual([[2, 1, 3, 4]]));
    await expect(names(list)).toEqual(['Eggs & Poultry', 'Livestock', 'Grains', 'Vegetables']);
    await expect(document.activeElement).toHaveAccessibleDescription('Livestock');
    await expect(await canvas.findByText('Livestock is now 2 of 4.')).toBeInTheDocument();
  },
};

/** The 409 of a taken name shows on the field. */
export const NameTaken: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'grains');
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Another category has this name\./));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Renamed in place: the list shows the new name and the focus is back on Rename. */
export const Rename: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list');
    await userEvent.click(within(list).getAllByRole('button', { name: 'Rename' })[2] as HTMLElement);
    const field = await canvas.findByRole('textbox', { name: 'New name for “Grains”' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Grains & Legumes{Enter}');
    await waitFor(() => expect(names(list)).toContain('Grains & Legumes'));
    await expect(document.activeElement).toHaveAccessibleName('Rename');
  },
};
