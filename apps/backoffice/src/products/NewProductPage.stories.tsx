import { type AdminProduct, CATALOGUE_ADMIN_PATHS, PRODUCT_PICTURE_FIELD } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminCategories,
  announcementsCleared,
  eggs,
  eggsPicture,
  ledgerPage,
  onCategories,
  onCreateProduct,
  onProduct,
  onStockLedger,
  refusal,
} from '../fixtures/catalogue';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

let created: unknown[] = [];
let pictures: unknown[] = [];
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
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

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

/** A PNG the uploader takes, small enough for any limit. */
const tomatoPicture = () =>
  new File([Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0))], 'tomatoes.png', {
    type: 'image/png',
  });
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function fillAndCreate(canvas: Canvas, canvasElement: HTMLElement, userEvent: UserEvent) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Roma tomatoes (basket)');
  await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: 'Vegetables' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '7500');
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the picture has a file input');
  await userEvent.upload(input, tomatoPicture());
  await expect(await canvas.findByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
}

/** A picture chosen in the form goes up right after the product is created; then the product's page. */
export const CreatesWithPicture: Story = {
  globals: onPhone,
  beforeEach({ msw }) {
    pictures = [];
    msw.use(
      http.post(at(CATALOGUE_ADMIN_PATHS.picture(tomatoes.id)), async ({ request }) => {
        pictures.push((await request.formData()).get(PRODUCT_PICTURE_FIELD));
        return HttpResponse.json({ ...tomatoes, image: eggsPicture });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillAndCreate(canvas, canvasElement, userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Roma tomatoes (basket)' }),
    ).toBeVisible();
    await expect(created).toHaveLength(1);
    await expect(pictures).toHaveLength(1);
    await expect((pictures[0] as File).name).toBe('tomatoes.png');
    await announcementsCleared();
  },
};

/**
 * The product was created but its picture was refused: the page says so, with the API's reason, and offers the
 * upload again or the product's page, never a second "Create product" (that would make a twin).
 */
export const PictureFailsAfterCreate: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    pictures = [];
    msw.use(
      http.post(at(CATALOGUE_ADMIN_PATHS.picture(tomatoes.id)), async ({ request }) => {
        pictures.push((await request.formData()).get(PRODUCT_PICTURE_FIELD));
        return pictures.length === 1
          ? refusal(503, 'The picture store is not reachable. Try again in a minute.', 'storage_unavailable')
          : HttpResponse.json({ ...tomatoes, image: eggsPicture });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillAndCreate(canvas, canvasElement, userEvent);
    await expect(
      await canvas.findByRole('heading', { name: 'Roma tomatoes (basket) was created, without its picture' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The picture store is not reachable.');
    await expect(canvas.queryByRole('button', { name: 'Create product' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the product' })).toHaveAttribute(
      'href',
      `/admin/products/${tomatoes.id}`,
    );
    await expect(created).toHaveLength(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // "Create product" left while pending: its announcement clears before the page's check.
    await announcementsCleared();
  },
};

/** Tried again, the upload goes through and the product's page opens. */
export const PictureRetried: Story = {
  ...PictureFailsAfterCreate,
  tags: [],
  play: async (context) => {
    await PictureFailsAfterCreate.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Upload the picture again' }));
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: 'Roma tomatoes (basket)' }),
    ).toBeVisible();
    await expect(pictures).toHaveLength(2);
    await expect(created).toHaveLength(1);
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
