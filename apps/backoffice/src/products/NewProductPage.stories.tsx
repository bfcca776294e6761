import type { AdminProduct } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminCategories,
  announcementsCleared,
  eggs,
  ledgerPage,
  onCategories,
  onCreateProduct,
  onProduct,
  onStockLedger,
  refusal,
} from '../fixtures/catalogue';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

let created: unknown[] = [];
const tomatoes: AdminProduct = {
  ...eggs,
  id: 9,
  name: 'Roma tomatoes (basket)',
  slug: 'roma-tomatoes-basket',
  description: '',
  price: 7_500,
  image: null,
  category_id: 4,
  category: 'Vegetables',
  stock: 12,
  low_stock_threshold: 5,
};

const meta = {
  title: 'Back-office/New product',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/products/new" />,
  beforeEach({ msw }) {
    created = [];
    msw.use(
      ...signedInAs('owner'),
      onCategories(() => HttpResponse.json(adminCategories)),
      onCreateProduct(async (request) => {
        created.push(await request.json());
        return HttpResponse.json(tomatoes, { status: 201 });
      }),
      onProduct(() => HttpResponse.json(tomatoes)),
      onStockLedger(() => HttpResponse.json(ledgerPage([]))),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: the contract's schema names each missing field, and nothing reaches the API. */
export const Required: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create product' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/required/);
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(/required/);
    await expect(canvas.getByText('choose a category')).toBeVisible();
    await expect(created).toHaveLength(0);
  },
};

export const RequiredOnPhone: Story = { ...Required, globals: onPhone };

/** Filled in and created: the payload, then the new product's page. */
export const Creates: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Roma tomatoes (basket)');
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vegetables' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '7500');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Opening stock' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(created).toHaveLength(1));
    await expect(created[0]).toEqual({
      name: 'Roma tomatoes (basket)',
      description: '',
      category_id: 4,
      price: 7500,
      stock: 12,
      low_stock_threshold: 5,
      published: true,
    });
    // The new product's page loads it afresh: as long as a page load.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Roma tomatoes (basket)' }),
    ).toBeVisible();
    await announcementsCleared();
  },
};

/** The API's field errors land on their fields. */
export const ServerFieldError: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(
      onCreateProduct(() =>
        refusal(400, 'Invalid input.', 'invalid', { category_id: ['No category has this id.'] }),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Guinea fowl');
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Livestock' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '9000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect(await canvas.findByText('No category has this id.')).toBeVisible();
  },
};

/** The categories are still on their way: the choice waits for them instead of opening on nothing. */
export const CategoriesLoading: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(onCategories(() => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    const category = await canvas.findByRole('button', { name: /Category/ });
    await expect(category).toBeDisabled();
    await expect(category).toHaveTextContent('Loading categories…');
  },
};

/** A packer who follows a link here is told why there is no form, and where to go instead. */
export const AsPacker: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(canvas.queryByRole('button', { name: 'Create product' })).not.toBeInTheDocument();
  },
};
