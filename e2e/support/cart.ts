import type { Product, ProductPage } from '@farmkit/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The product with exactly this name, from the catalogue API. */
export async function findProduct(page: Page, name: string): Promise<Product> {
  const response = await page.request.get('/api/v1/products', {
    params: { name, page_size: 100, page: 1 },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as ProductPage;
  const product = results.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named "${name}" in the catalogue`);
  return product;
}

/**
 * The first two products with stock enough for every journey of a run: the journeys share one shop, and the
 * first products of the catalogue are livestock, of which the farm has one or two.
 */
export async function twoWellStockedProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const response = await request.get('/api/v1/products', { params: { page_size: 100, page: 1 } });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as ProductPage;
  const [first, second] = results.filter((product) => product.stock >= 50);
  if (!first || !second) throw new Error('The seed has no two products with 50 units');
  return [first, second];
}

async function productById(page: Page, id: number): Promise<Product> {
  const response = await page.request.get(`/api/v1/products/${id}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

/** The header's cart link; its name carries the number of cart lines ('Cart, 2 items'). */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });

/**
 * Adds `quantity` of a product (its id or exact name) to the cart from its product page, as a shopper
 * does: the stepper, then ADD TO CART, until the 'Added to Cart!' toast. The page must be signed in.
 */
export async function addToCart(page: Page, product: number | string, quantity = 1): Promise<Product> {
  const found =
    typeof product === 'number' ? await productById(page, product) : await findProduct(page, product);
  await page.goto(`/homepage/view/${found.id}`);
  const details = page.getByRole('main').getByRole('article');
  await expect(details.getByRole('heading', { level: 1, name: found.name })).toBeVisible();
  const increase = details.getByRole('button', { name: /^Increase quantity/ });
  for (let count = 1; count < quantity; count += 1) await increase.click();
  await expect(details.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(quantity));
  await details.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Added to Cart!')).toBeVisible();
  return found;
}
