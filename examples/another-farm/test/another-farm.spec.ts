import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

// Set by global-setup.ts, which runs before the workers start.
test.use({ baseURL: process.env.ANOTHER_FARM_URL });

const basket = (page: Page) => page.getByRole('region', { name: 'Your basket' });
const totals = (page: Page) => basket(page).locator('dl');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

/**
 * Records each state the checkout shows (its `data-state`), from now on: a state that lasts a moment (placing the
 * order) is seen even when the test looks after it has passed.
 */
async function recordCheckoutStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { checkoutStates: seen });
    const record = () => {
      const state = document.querySelector('[data-state]')?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const checkoutStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { checkoutStates: string[] }).checkoutStates);

const slots = (page: Page) => page.getByRole('radiogroup', { name: /^When/ }).getByRole('radio');

/**
 * Presses a delivery answer. Each answer moves the step on to its next question, so the radio is gone once pressed:
 * Playwright's `check()` would wait for ever to see it checked.
 */
const answer = (choice: Locator) => choice.click({ force: true });

/** The delivery step's shortest way: collected at the farm gate, in the first slot. */
async function collectAtTheFarm(page: Page) {
  await answer(page.getByRole('radio', { name: /^Collect at the farm/ }));
  await answer(slots(page).first());
  await expect(page.getByText(/^Collect at the farm gate: /)).toBeVisible();
}

test('the product grid shows the farm’s products, priced in cedis the Ghanaian way', async ({ page }) => {
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await expect(grid.getByRole('link', { name: 'Guinea fowl' })).toHaveAttribute('href', '#guinea-fowl');
  await expect(grid.getByText('GH₵120')).toBeVisible();
  await expect(grid.getByText('GH₵72')).toBeVisible();
  await expect(page.getByText('₦')).toHaveCount(0);
});

test('the kit wears the farm’s theme: its colour, radius and font', async ({ page }) => {
  await collectAtTheFarm(page);
  const proceed = page.getByRole('button', { name: 'Place order' });
  await expect(proceed).toHaveCSS('background-color', 'rgb(164, 67, 30)');
  await expect(proceed).toHaveCSS('border-top-left-radius', '4px');
  await expect(page.getByRole('link', { name: 'Guinea fowl' })).toHaveCSS('font-family', /^Georgia/);
});

test('a cart line changes its quantity and leaves the basket, with no first-order discount', async ({
  page,
}) => {
  await expect(totals(page)).toHaveText(/SubtotalGH₵264TotalGH₵264/);
  await expect(totals(page)).not.toContainText('discount');

  await basket(page)
    .getByRole('button', { name: /Increase/ })
    .first()
    .click();
  await expect(basket(page).getByRole('textbox', { name: 'Quantity of Guinea fowl' })).toHaveValue('2');
  await expect(totals(page)).toHaveText(/SubtotalGH₵384TotalGH₵384/);

  await basket(page).getByRole('button', { name: 'Remove Tray of eggs' }).click();
  await expect(basket(page).getByText('Tray of eggs')).toHaveCount(0);
  await expect(totals(page)).toHaveText(/SubtotalGH₵240TotalGH₵240/);
});

test.describe('the checkout machine, provided with this farm’s actors', () => {
  test('asks how and when the order comes: area by district, its minimum order, address, day', async ({
    page,
  }) => {
    await recordCheckoutStates(page);
    await answer(page.getByRole('radio', { name: /^Delivery/ }));
    await expect(page.getByRole('radiogroup', { name: 'Kumasi Metropolitan' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Ejisu Municipal' })).toBeVisible();
    // Adum takes orders of GH₵300 or more; the basket holds GH₵264.
    await answer(page.getByRole('radio', { name: /^Adum/ }));
    await page.getByRole('textbox', { name: 'Address' }).fill('Plot 7, Prempeh II Street');
    await page.getByRole('button', { name: 'Continue' }).click();
    await answer(slots(page).first());
    await expect(page.getByRole('alert')).toHaveText(/^Add GH₵36(\.00)? more for delivery to Adum\.$/);

    await answer(page.getByRole('radio', { name: /^Ejisu/ }));
    const address = page.getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveValue('Plot 7, Prempeh II Street');
    await address.fill(' ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter the address the rider should bring your order to.')).toBeVisible();
    await address.fill('House 12, Kumasi–Accra Road');
    await page.getByRole('textbox', { name: 'Landmark' }).fill('the blue gate');
    await page.getByRole('button', { name: 'Continue' }).click();
    await answer(slots(page).nth(1));
    await expect(page.getByText(/^Delivery to Ejisu: /)).toBeVisible();
    expect(await checkoutStates(page)).toEqual([
      'delivery.choosingMethod',
      'delivery.choosingArea',
      'delivery.enteringAddress',
      'delivery.choosingSlot',
      'delivery.saving',
      'delivery.choosingArea',
      'delivery.enteringAddress',
      'delivery.choosingSlot',
      'delivery.saving',
      'choosing',
    ]);

    // The choice can still change: back to its first question, and back again.
    await page.getByRole('button', { name: 'Change delivery' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText(/^Delivery to Ejisu: /)).toBeVisible();
  });

  test('asks for a payment method, then places an order paid on delivery', async ({ page }) => {
    await collectAtTheFarm(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Select a payment method')).toBeVisible();

    await page.getByRole('radio', { name: /Pay on delivery/ }).check({ force: true });
    await recordCheckoutStates(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('status')).toHaveText('Order 1 placed. Thank you!');
    // On the way the machine went through placingOrder; once done the checkout gives way to the status.
    expect(await checkoutStates(page)).toEqual(['choosing', 'placingOrder']);
  });

  test('opens the mobile-money prompt, takes a refusal, then a payment', async ({ page }) => {
    await collectAtTheFarm(page);
    await page.getByRole('radio', { name: /Mobile money/ }).check({ force: true });
    await page.getByRole('button', { name: 'Place order' }).click();
    const prompt = page.getByRole('dialog', { name: 'Mobile money prompt' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('radio', { name: /Mobile money/ })).toBeDisabled();

    await prompt.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert')).toHaveText('Payment unsuccessful');

    await page.getByRole('button', { name: 'Place order' }).click();
    await page
      .getByRole('dialog', { name: 'Mobile money prompt' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByRole('status')).toHaveText('Order 1 placed. Thank you!');
  });

  test('says the basket is empty once every line has left it', async ({ page }) => {
    await basket(page).getByRole('button', { name: 'Remove Guinea fowl' }).click();
    await basket(page).getByRole('button', { name: 'Remove Tray of eggs' }).click();
    await expect(basket(page).getByRole('status')).toHaveText('Nothing added to Cart');
  });
});

test('the page passes axe', async ({ page }) => {
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
});
