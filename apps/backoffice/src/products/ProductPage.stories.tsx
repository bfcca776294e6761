import type { AdminProduct, StockAdjustmentPayload } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminCategories,
  announcementsCleared,
  eggs,
  eggsLedger,
  ledgerPage,
  onAdjustStock,
  onCategories,
  onProduct,
  onStockLedger,
  onUpdateProduct,
  refusal,
} from '../fixtures/catalogue';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

let current: AdminProduct = eggs;
let adjustments: StockAdjustmentPayload[] = [];
let updates: unknown[] = [];

const meta = {
  title: 'Back-office/Product',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/products/2" />,
  beforeEach({ msw }) {
    current = eggs;
    adjustments = [];
    updates = [];
    msw.use(
      ...signedInAs('manager'),
      onProduct(() => HttpResponse.json(current)),
      onCategories(() => HttpResponse.json(adminCategories)),
      onStockLedger(() => HttpResponse.json(ledgerPage())),
      onUpdateProduct(async (request) => {
        const body = (await request.json()) as Partial<AdminProduct>;
        updates.push(body);
        current = { ...current, ...body };
        return HttpResponse.json(current);
      }),
      onAdjustStock(async (request) => {
        const body = (await request.json()) as StockAdjustmentPayload;
        adjustments.push(body);
        current = { ...current, stock: current.stock + body.change };
        return HttpResponse.json(
          {
            id: 40,
            change: body.change,
            stock_after: current.stock,
            reason: body.reason,
            order_id: null,
            actor: { id: 2, email: 'manager@kujegreenfarms.ng' },
            note: body.note,
            created_at: '2026-11-24T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.post(at('admin/products/:id/unpublish/'), () => {
        current = { ...current, published: false };
        return HttpResponse.json(current);
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fresh Farm Eggs (Crate of 30)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Fresh Farm Eggs (Crate of 30)');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('₦4,800.00');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Eggs & Poultry'),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Opening stock' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Choose a picture/ })).toBeVisible();
    const ledger = within(await canvas.findByRole('grid', { name: 'Stock ledger' }));
    await ledger.findByText('Morning collection');
    const rows = ledger.getAllByRole('row');
    // The header, then the newest first.
    await expect(rows[1]).toHaveTextContent(/−2.*42.*Sale · order #1042.*The shop/);
    await expect(ledger.getByRole('link', { name: 'order #1042' })).toHaveAttribute(
      'href',
      '/admin/orders/1042',
    );
    await expect(rows[2]).toHaveTextContent(
      /\+24.*44.*Restock.*manager@kujegreenfarms\.ng.*Morning collection/,
    );
  },
};

export const EditorOnPhone: Story = { ...Editor, globals: onPhone };

/** A change of price is sent as a PATCH and the form says it is saved. */
export const SavesChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    const price = await canvas.findByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '5200{Tab}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    await expect(updates[0]).toMatchObject({ price: 5200, category_id: 2, low_stock_threshold: 10 });
    await expect(await canvas.findByText('Saved.')).toBeVisible();
  },
};

/** The contract's schema refuses an empty name before anything is sent. */
export const EmptyName: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/required/);
    await expect(updates).toHaveLength(0);
  },
};

/** The stock dialog posts the change, its reason and note; the page shows the new stock. */
export const AdjustStock: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust stock' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: /Adjust the stock/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Change' }), '-3');
    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Loss' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Cracked in transit');
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(adjustments).toEqual([{ change: -3, reason: 'loss', note: 'Cracked in transit' }]),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('39')).toBeVisible();
    await announcementsCleared();
  },
};

/** The schema's rule (a restock adds units) shows on the field, and the server's 409 does too. */
export const StockRefused: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(
      onAdjustStock(() =>
        refusal(409, 'Only 42 in stock: taking 50 would leave fewer than zero.', 'stock_out_of_range'),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust stock' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: /Adjust the stock/ }));
    const change = dialog.getByRole('textbox', { name: 'Change' });
    await userEvent.type(change, '-50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await expect(change).toHaveAccessibleDescription(/a restock adds units/);

    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', { name: 'Correction' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(change).toHaveAccessibleDescription(/Only 42 in stock/));
  },
};

/**
 * Two shoppers' Pay Now payments hold eggs off the stock: the staff see how many and until when, on the farm's clock
 * (Africa/Lagos, UTC+1) whatever the device's own.
 */
export const HeldForPayment: Story = {
  tags: ['screenshot'],
  beforeEach() {
    current = {
      ...eggs,
      holds: [
        { quantity: 3, expires_at: '2026-11-24T13:05:00.000Z' },
        { quantity: 10, expires_at: '2026-11-24T13:41:00.000Z' },
      ],
    };
  },
  play: async ({ canvas }) => {
    const holds = within(await canvas.findByRole('list', { name: 'Held for payment' }));
    const items = holds.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('3 held for payment until 14:05');
    await expect(items[1]).toHaveTextContent('10 held for payment until 14:41');
    await expect(canvas.getByText(/Not in the stock above/)).toBeVisible();
  },
};

export const HeldForPaymentOnPhone: Story = { ...HeldForPayment, globals: onPhone };

/** A packer sees the product and its ledger, and no control that would change them. */
export const AsPacker: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Fresh Farm Eggs (Crate of 30)' });
    await expect(await canvas.findByRole('grid', { name: 'Stock ledger' })).toBeVisible();
    for (const name of ['Save changes', 'Unpublish', 'Publish', 'Adjust stock', /Choose a picture/]) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByText('Your role may read this product but not change it.')).toBeVisible();
  },
};

/** Unpublished, the product says so and offers to publish it again. */
export const Unpublish: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unpublish' }));
    await expect(await canvas.findByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(canvas.getByText('Unpublished')).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <StoryApp url="/products/404" />,
  beforeEach({ msw }) {
    msw.use(onProduct(() => refusal(404, 'Not found.', 'not_found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no product #404.');
  },
};

/** An older ledger: its pages. */
export const LedgerPages: Story = {
  beforeEach({ msw }) {
    msw.use(onStockLedger(() => HttpResponse.json(ledgerPage(eggsLedger, 120))));
  },
  play: async ({ canvas }) => {
    const pager = within(await canvas.findByRole('navigation', { name: 'Ledger pages' }));
    await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};
