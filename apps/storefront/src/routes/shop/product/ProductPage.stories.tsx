import { ACCOUNT_PATHS, ERROR_CODES, ERROR_DETAILS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  noGoogle,
  onAccountCall,
  sampleUser,
  sessionOf,
  signedIn,
  signedOut,
} from '../../../fixtures/accounts';
import { cartStore } from '../../../fixtures/cartStore';
import { categoriesHandler, fail, json, never, onProduct, onProductList } from '../../../fixtures/handlers';
import { productPage, sampleProduct, withStock } from '../../../fixtures/products';
import { afterPendingDialog, StoryApp } from '../../../fixtures/StoryApp';
import { expectShopHeader } from '../../../fixtures/shopHeader';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

// Both goats are Livestock: the similar-items request returns both, and the page drops the one on show.
const goat = sampleProduct(1);
const otherGoat = sampleProduct(5);

const meta = {
  title: 'Pages/Shop/Product',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  render: () => <StoryApp url="/homepage/view/1" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, signedOut);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSimilarItems: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(json(goat)), onProductList(json(productPage([goat, otherGoat]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name })).toBeVisible();
    await expect(canvas.getByText('₦85,000')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Product');
    const similar = await canvas.findByRole('region', { name: 'Similar Items You Might Like' });
    await expect(within(similar).getAllByRole('link')).toHaveLength(1);
    await expect(within(similar).getByRole('link', { name: otherGoat.name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'BUY NOW' })).toBeEnabled();
    await expectShopHeader(canvas);
  },
};

/** The product page at the widths the end-to-end journeys run at. */
export const WithSimilarItemsOnDesktop: Story = { ...WithSimilarItems, globals: onDesktop };
export const WithSimilarItemsOnPhone: Story = { ...WithSimilarItems, globals: onPhone };

/** At or below the low-stock threshold: the page says how few are left, and the stepper stops there. */
export const OnlyAFewLeft: Story = {
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(onProduct(json(withStock(goat, 2))), onProductList(json(productPage([goat]))));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Only 2 left')).toBeVisible();
    const increase = canvas.getByRole('button', { name: /^Increase quantity/ });
    await userEvent.click(increase);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(increase).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  },
};

export const SoldOut: Story = {
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(onProduct(json(withStock(goat, 0))), onProductList(json(productPage([goat]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'BUY NOW' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

export const WithoutSimilarItems: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(json(goat)), onProductList(json(productPage([goat]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name })).toBeVisible();
    // The section shows skeletons while it loads, then leaves when no other product shares the category.
    await waitFor(() => expect(canvas.queryByText('Similar Items You Might Like')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(never));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading product' })).toBeVisible();
  },
};

export const UnknownProduct: Story = {
  beforeEach({ msw }) {
    msw.use(onProduct(fail(404)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The page you're looking for does not exist")).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "The page you're looking for does not exist",
    );
    await expect(canvas.getByRole('link', { name: 'Head Back' })).toBeVisible();
    await expectShopHeader(canvas);
  },
};

/** The not-found page (a product id the server does not know) at the widths the journeys run at. */
export const UnknownProductOnDesktop: Story = {
  ...UnknownProduct,
  render: () => <StoryApp url="/homepage/view/99999" />,
  globals: onDesktop,
};
export const UnknownProductOnPhone: Story = { ...UnknownProductOnDesktop, globals: onPhone };

const similarGoats = [onProduct(json(goat)), onProductList(json(productPage([goat, otherGoat])))];

/** ADD TO CART while the server works: the pressed button spins, the other waits, nothing is sent twice. */
export const SignedInAdding: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...signedIn(),
      ...similarGoats,
      http.post('/api/v1/products/cart/', ({ request }) => never(request)),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const add = await canvas.findByRole('button', { name: 'ADD TO CART' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await userEvent.click(add);
    await expect(await canvas.findByRole('progressbar', { name: 'Adding to cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'BUY NOW' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  },
};

export const AddedToCart: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw, parameters }) {
    const store = cartStore([]);
    parameters.requests = store.requests;
    msw.use(...signedIn(), ...similarGoats, ...store.handlers);
  },
  play: async ({ canvas, canvasElement, userEvent, parameters }) => {
    const add = await canvas.findByRole('button', { name: 'ADD TO CART' });
    await waitFor(() => expect(add).toBeEnabled());
    const increase = canvas.getByRole('button', { name: /^Increase quantity/ });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(add);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Added to Cart!')).toBeVisible();
    await expect(parameters.requests).toEqual([{ kind: 'add', product: goat.id, quantity: 3 }]);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart\b/ })).toHaveAccessibleName('Cart, 1 item'),
    );
  },
};

export const BuyNow: Story = {
  tags: ['!screenshot'],
  // The spinning BUY NOW left with the page; react-aria keeps its announcement a while (see StoryApp).
  parameters: afterPendingDialog,
  beforeEach({ msw, parameters }) {
    const store = cartStore([]);
    parameters.requests = store.requests;
    msw.use(...signedIn(), ...similarGoats, ...store.handlers);
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const buy = await canvas.findByRole('button', { name: 'BUY NOW' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    // On to the checkout (its own lazy chunk), with the product in the cart.
    await expect(await canvas.findByRole('region', { name: 'My Order' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: goat.name })).toBeNull();
    await expect(parameters.requests).toEqual([{ kind: 'add', product: goat.id, quantity: 1 }]);
  },
};

/** Signed out, ADD TO CART asks for a login, then returns to the product and finishes the add, once. */
export const SignedOutAddAfterLogin: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw, parameters }) {
    const store = cartStore([]);
    parameters.requests = store.requests;
    msw.use(
      ...similarGoats,
      ...store.handlers,
      noGoogle,
      onAccountCall('post', ACCOUNT_PATHS.login, () => HttpResponse.json(sessionOf(sampleUser))),
      http.get(`/api/v1/${ACCOUNT_PATHS.profile}`, () => HttpResponse.json(sampleUser)),
    );
  },
  play: async ({ canvas, canvasElement, userEvent, parameters }) => {
    const add = await canvas.findByRole('button', { name: 'ADD TO CART' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await userEvent.click(add);

    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), sampleUser.email);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Farm#2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name })).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText('Added to Cart!')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /^Cart\b/ })).toHaveAccessibleName('Cart, 1 item'),
    );
    await expect(parameters.requests).toEqual([{ kind: 'add', product: goat.id, quantity: 2 }]);
  },
};

/** A similar item opens at quantity 1, whatever the product before it had. */
export const SimilarItemStartsAtOne: Story = {
  tags: ['!screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onProduct((request) => {
        const id = Number(new URL(request.url).pathname.split('/').at(-2));
        return HttpResponse.json(sampleProduct(id));
      }),
      onProductList(json(productPage([goat, otherGoat]))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: goat.name });
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    const similar = await canvas.findByRole('region', { name: 'Similar Items You Might Like' });
    await userEvent.click(within(similar).getByRole('link', { name: otherGoat.name }));
    await expect(await canvas.findByRole('heading', { level: 1, name: otherGoat.name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');

    // Back to the first goat, known by now: its page shows at once, and again from 1.
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity/ }));
    await userEvent.click(
      within(await canvas.findByRole('region', { name: 'Similar Items You Might Like' })).getByRole('link', {
        name: goat.name,
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  },
};

/** The session ran out (refresh and retry refused too): log in again, and the add is finished after it. */
export const SessionLostWhileAdding: Story = {
  tags: ['!screenshot'],
  // The spinning ADD TO CART left for the login page; react-aria keeps its announcement a while.
  parameters: afterPendingDialog,
  beforeEach({ msw, parameters }) {
    const store = cartStore([]);
    parameters.requests = store.requests;
    let refusals = 0;
    msw.use(
      ...signedIn(),
      ...similarGoats,
      // The first try and its retry after the token refresh.
      http.post('/api/v1/products/cart/', () => {
        refusals += 1;
        return refusals <= 2
          ? HttpResponse.json(
              { detail: ERROR_DETAILS.notAuthenticated, code: ERROR_CODES.notAuthenticated },
              { status: 401 },
            )
          : undefined;
      }),
      ...store.handlers,
      noGoogle,
      onAccountCall('post', ACCOUNT_PATHS.login, () => HttpResponse.json(sessionOf(sampleUser))),
    );
  },
  play: async ({ canvas, canvasElement, userEvent, parameters }) => {
    const add = await canvas.findByRole('button', { name: 'ADD TO CART' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);

    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(
      within(canvasElement.ownerDocument.body).getByText(ERROR_DETAILS.notAuthenticated),
    ).toBeVisible();
    await userEvent.type(email, sampleUser.email);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Farm#2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: goat.name })).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText('Added to Cart!')).toBeVisible();
    await expect(parameters.requests).toEqual([{ kind: 'add', product: goat.id, quantity: 1 }]);
  },
};
