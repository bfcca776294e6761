import type { CartLine } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { signedIn, signedOut } from '../../../fixtures/accounts';
import { cartStore } from '../../../fixtures/cartStore';
import { rememberedDelivery } from '../../../fixtures/delivery';
import { categoriesHandler, fail, json, never, onCart, onProductList } from '../../../fixtures/handlers';
import { cartOf, sampleCartLine } from '../../../fixtures/orders';
import { productPage } from '../../../fixtures/products';
import { StoryApp } from '../../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

/** Eight lines, two pages: products 1 to 8 with quantities 1 to 3. */
const eightLines: CartLine[] = Array.from({ length: 8 }, (_, index) =>
  sampleCartLine(index + 1, (index % 3) + 1),
);
// 85,000 + 2 x 4,800 + 3 x 32,500 + 12,000 + 2 x 92,000 + 3 x 7,500 + 85,000 + 2 x 4,800
const eightLinesSubtotal = '₦505,200.00';

const cartLines = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Cart items' })).getAllByRole('listitem');
/** The cart line of the product named `name`, once the cart shows it. */
async function lineOf(canvas: ReturnType<typeof within>, name: string) {
  const line = await waitFor(() => {
    const found = cartLines(canvas).find((item) => item.textContent?.includes(name));
    if (!found) throw new Error(`No cart line of ${name}`);
    return found;
  });
  return within(line);
}
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const summary = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('complementary', { name: 'Cart summary' });
const cartLink = (canvas: ReturnType<typeof within>) => canvas.getByRole('link', { name: /^Cart\b/ });

const meta = {
  title: 'Pages/Shop/Cart',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/homepage/cart" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, ...signedIn());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...cartStore(eightLines).handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /My Cart/ });
    await waitFor(() => expect(heading).toHaveTextContent('8 items'));
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('My Cart');
    await expect(cartLines(canvas)).toHaveLength(6);
    await expect(summary(canvas)).toHaveTextContent(`Subtotal${eightLinesSubtotal}`);
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/homepage/checkout',
    );
    await expect(cartLink(canvas)).toHaveAccessibleName('Cart, 8 items');

    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cartLines(canvas)).toHaveLength(2));
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The subtotal is the whole cart's, whichever page shows.
    await expect(summary(canvas)).toHaveTextContent(eightLinesSubtotal);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(cartLines(canvas)).toHaveLength(6));
  },
};

export const LoadedOnDesktop: Story = { ...loaded, globals: onDesktop };
export const LoadedOnPhone: Story = { ...loaded, globals: onPhone };

const empty: Story = {
  beforeEach({ msw }) {
    msw.use(...cartStore([]).handlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing in Cart yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: /My Cart/ })).toHaveTextContent('0 items');
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/homepage/',
    );
    await expect(cartLink(canvas)).toHaveAccessibleName('Cart');
  },
};

export const EmptyOnDesktop: Story = { ...empty, globals: onDesktop };
export const EmptyOnPhone: Story = { ...empty, globals: onPhone };

const loading: Story = {
  beforeEach({ msw }) {
    msw.use(onCart(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your cart' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const LoadingOnDesktop: Story = { ...loading, globals: onDesktop };
export const LoadingOnPhone: Story = { ...loading, globals: onPhone };

const loadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(onCart(fail(500)));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your cart.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const LoadFailedOnDesktop: Story = { ...loadFailed, globals: onDesktop };
export const LoadFailedOnPhone: Story = { ...loadFailed, globals: onPhone };

/** A run of presses shows at once, updates the subtotal at once, and is saved as one request. */
export const QuantityChanged: Story = {
  tags: ['!screenshot'],
  globals: onDesktop,
  beforeEach({ msw, parameters }) {
    const store = cartStore([sampleCartLine(1, 1), sampleCartLine(2, 2)]);
    parameters.requests = store.requests;
    msw.use(...store.handlers);
  },
  play: async ({ canvas, canvasElement, userEvent, parameters }) => {
    const eggs = await lineOf(canvas, 'Fresh Farm Eggs');
    const increase = eggs.getByRole('button', { name: /^Increase quantity/ });
    // Two quick presses, in one action: two separate clicks can be further apart than the 400 ms pause on a
    // loaded machine, and the cart then rightly saves twice.
    await userEvent.dblClick(increase);
    await expect(eggs.getByRole('textbox')).toHaveValue('4');
    // 85,000 + 4 x 4,800, before the server has answered.
    await expect(summary(canvas)).toHaveTextContent('₦104,200.00');

    // The save waits for the pause, then the server: on a loaded machine more than findBy's default second.
    await expect(await toasts(canvasElement).findByText('Cart updated successfully!')).toBeVisible();
    await expect(parameters.requests).toEqual([{ kind: 'setQuantity', lineId: 102, quantity: 4 }]);
    await expect(summary(canvas)).toHaveTextContent('₦104,200.00');
  },
};

/** Leaving right after a change (before the pause is over) still saves it. */
export const QuantitySavedOnLeaving: Story = {
  tags: ['!screenshot'],
  globals: onDesktop,
  beforeEach({ msw, parameters }) {
    const store = cartStore([sampleCartLine(1, 1)]);
    parameters.requests = store.requests;
    msw.use(...store.handlers, onProductList(json(productPage([]))));
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const goat = await lineOf(canvas, 'West African Dwarf Goat');
    await userEvent.click(goat.getByRole('button', { name: /^Increase quantity/ }));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    );
    await expect(await canvas.findByText('No products available.')).toBeVisible();
    await waitFor(() =>
      expect(parameters.requests).toEqual([{ kind: 'setQuantity', lineId: 101, quantity: 2 }]),
    );
  },
};

/** The server refuses the change: the line and the subtotal go back to the cart's own numbers. */
export const QuantityChangeFailed: Story = {
  tags: ['!screenshot'],
  globals: onDesktop,
  beforeEach({ msw }) {
    const store = cartStore([sampleCartLine(1, 1)]);
    // Before the store's handlers, so it answers the quantity change.
    msw.use(
      http.patch('/api/v1/products/cart/:id/', ({ request }) => fail(500)(request)),
      ...store.handlers,
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const increase = await canvas.findByRole('button', { name: /^Increase quantity/ });
    await userEvent.click(increase);
    await expect(summary(canvas)).toHaveTextContent('₦170,000.00');
    await expect(await toasts(canvasElement).findByText('Something went wrong.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Quantity of/ })).toHaveValue('1');
    await expect(summary(canvas)).toHaveTextContent('₦85,000.00');
  },
};

/**
 * Another shopper bought the goats: the line holds 2 of the 1 left. It says so, and the stepper goes no higher
 * than the stock (a 409 out_of_stock from a change reloads the cart, which shows the same).
 */
export const LineAboveStock: Story = {
  globals: onPhone,
  beforeEach({ msw }) {
    const scarce = sampleCartLine(1, 2);
    const soldOut = sampleCartLine(2, 1);
    msw.use(
      ...cartStore([
        { ...scarce, product: { ...scarce.product, stock: 1 } },
        { ...soldOut, product: { ...soldOut.product, stock: 0 } },
        sampleCartLine(3, 1),
      ]).handlers,
    );
  },
  play: async ({ canvas }) => {
    const goats = await lineOf(canvas, 'West African Dwarf Goat');
    await expect(goats.getByText('Only 1 left')).toBeVisible();
    await expect(goats.getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();
    await expect((await lineOf(canvas, 'Fresh Farm Eggs')).getByText('Sold out')).toBeVisible();
    await expect((await lineOf(canvas, 'Yellow Maize')).queryByText(/left|Sold out/)).toBeNull();
  },
};

/** Deleting the only line of page 2 leads back to page 1; the count and the badge drop. */
export const LastLineOfPageDeleted: Story = {
  tags: ['!screenshot'],
  globals: onDesktop,
  render: () => <StoryApp url="/homepage/cart?page=2" />,
  beforeEach({ msw }) {
    msw.use(...cartStore(eightLines.slice(0, 7)).handlers);
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const remove = await canvas.findByRole('button', { name: 'Remove West African Dwarf Goat' });
    await waitFor(() => expect(cartLines(canvas)).toHaveLength(1));
    await userEvent.click(remove);
    await expect(await toasts(canvasElement).findByText('Deleted From Cart!')).toBeVisible();
    await waitFor(() => expect(cartLines(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('heading', { level: 1, name: /My Cart/ })).toHaveTextContent('6 items');
    await expect(cartLink(canvas)).toHaveAccessibleName('Cart, 6 items');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // The pressed button left with its line; the keyboard stays in the cart.
    await expect(canvas.getByRole('heading', { level: 1, name: /My Cart/ })).toHaveFocus();
  },
};

export const SignedOutGoesToLogin: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/**
 * The cart keeps the last checkout's choice, Gwarinpa (₦3,000, at least ₦12,000 after the first-order discount): one
 * basket of tomatoes (₦9,600 after it) shows the fee and what is missing.
 */
export const BelowTheDeliveryMinimum: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(onCart(json(cartOf([sampleCartLine(4, 1)], { delivery: rememberedDelivery }))));
  },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('complementary', { name: 'Cart summary' }));
    await expect(summary.getByText('Delivery to Gwarinpa')).toBeVisible();
    await expect(summary.getByText('₦3,000')).toBeVisible();
    await expect(summary.getByRole('status')).toHaveTextContent('Add ₦2,400 more for delivery to Gwarinpa.');
  },
};
