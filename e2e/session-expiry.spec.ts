import { accountMenu, expectSignedIn, logIn, newCustomer, registerVerified } from './support/accounts';
import { cartLink, twoWellStockedProducts } from './support/cart';
import { shortSessionServer } from './support/servers';
import { expect, ONE_VIEWPORT, test } from './support/test';

test.use({ baseURL: shortSessionServer.baseURL });

test(
  'two open tabs stay signed in through an access-token expiry',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request, newCustomer(), { dataDir: shortSessionServer.dataDir });
    const [product] = await twoWellStockedProducts(request);
    await logIn(page, customer);
    await expectSignedIn(page);
    const tabs = [page, await page.context().newPage()];
    for (const tab of tabs) {
      await tab.goto(`/homepage/view/${product.id}`);
      await expect(tab.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    }

    // Both tabs now hold access tokens that run out after 3 s.
    await page.waitForTimeout(4_000);
    const refreshes: number[] = [];
    page.context().on('response', (response) => {
      if (response.url().endsWith('/api/v1/accounts/refresh/')) refreshes.push(response.status());
    });
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'ADD TO CART' }).click()));

    // Both toasts at once: each lasts a few seconds, so waiting on one tab's first can outlast the other's.
    await Promise.all(tabs.map((tab) => expect(tab.getByText('Added to Cart!')).toBeVisible()));
    for (const tab of tabs) await expect(accountMenu(tab)).toBeVisible();
    // Each tab was refused its expired token and renewed it, one after the other, without a sign-out.
    expect(refreshes).toEqual([200, 200]);
    await tabs[0]?.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  },
);
