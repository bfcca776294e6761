import type { DeliveryOptions, DeliverySlotList } from '@farmkit/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The checkout's delivery step. */
export const deliveryStep = (page: Page) => page.getByRole('region', { name: 'Delivery' });

/** Presses a radio's card: the radio itself is visually hidden inside it. */
export async function pressRadio(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name, exact: true });
  await deliveryStep(page).locator('label').filter({ has: radio }).click();
  await expect(deliveryStep(page).getByRole('radio', { name, exact: true })).toBeChecked();
}

const continueButton = (page: Page) => deliveryStep(page).getByRole('button', { name: 'Continue' });

export interface DeliveryAnswers {
  /** The area's name as the seed has it. @default 'Kuje town' (no minimum order) */
  area?: string;
  /** Typed over the address the checkout starts from (the account's, the first time). */
  address?: string;
  landmark?: string;
}

/** Delivery to an area, the address, then the first open time of the first day with room, as a shopper does. */
export async function chooseDelivery(
  page: Page,
  { area = 'Kuje town', address, landmark }: DeliveryAnswers = {},
) {
  await pressRadio(page, 'Delivery');
  await continueButton(page).click();
  await chooseArea(page, area);
  await enterAddress(page, { address, landmark });
  await chooseFirstOpenSlot(page);
  await expect(deliveryStep(page)).toContainText(`Delivery to ${area}, `);
}

export async function chooseArea(page: Page, area: string) {
  const field = deliveryStep(page).getByRole('combobox', { name: 'Area' });
  // Typed in full, the area is the only option left, and the keyboard takes it. (On a phone, pressing the option
  // fails: the Back button below the field takes the press; see the report of issue 23.)
  await field.fill(area);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(area);
  await continueButton(page).click();
}

export async function enterAddress(
  page: Page,
  { address, landmark }: Pick<DeliveryAnswers, 'address' | 'landmark'>,
) {
  const step = deliveryStep(page);
  if (address !== undefined) await step.getByRole('textbox', { name: /^Address/ }).fill(address);
  if (landmark !== undefined) await step.getByRole('textbox', { name: 'Landmark' }).fill(landmark);
  await continueButton(page).click();
}

/**
 * The first time with room on the day the picker opens on (the first with room); with `morning`, the first
 * morning (a window from 9:00) with room, on whichever day has one first.
 */
export async function chooseFirstOpenSlot(page: Page, { morning = false } = {}) {
  const step = deliveryStep(page);
  const times = step.getByRole('radiogroup', { name: / time on / });
  // The radios are visually hidden inside their cards: the shopper presses the card, a label.
  const cardOf = (radio: { name?: RegExp }) => page.getByRole('radio', { ...radio, disabled: false });
  let choice = times
    .locator('label')
    .filter({ has: cardOf({}) })
    .first();
  if (morning) {
    const days = step
      .getByRole('radiogroup', { name: /day$/ })
      .locator('label')
      .filter({ has: cardOf({}) });
    const mornings = times.locator('label').filter({ has: cardOf({ name: /^0?9[:.]00/ }) });
    for (let day = 0; day < (await days.count()); day += 1) {
      await days.nth(day).click();
      if ((await mornings.count()) > 0) break;
    }
    choice = mornings.first();
  }
  await choice.click();
  await expect(choice.getByRole('radio')).toBeChecked();
  await continueButton(page).click();
}

/**
 * Gives the cart a delivery choice through the API (the area's first open slot), as a shopper who checked out
 * before has one. `headers` carry the shopper's access token.
 */
export async function chooseDeliveryThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  areaName = 'Kuje town',
): Promise<void> {
  const options = (await (await request.get('/api/v1/delivery/', { headers })).json()) as DeliveryOptions;
  const area = options.areas.find((candidate) => candidate.name === areaName);
  if (!area) throw new Error(`The shop does not deliver to ${areaName}`);
  const slots = (await (
    await request.get('/api/v1/delivery/slots/', { headers, params: { method: 'delivery', area: area.id } })
  ).json()) as DeliverySlotList;
  const slot = slots.results.find((candidate) => candidate.available > 0);
  if (!slot) throw new Error(`No open slot for ${areaName}`);
  const chosen = await request.put('/api/v1/products/cart/delivery/', {
    headers,
    data: { method: 'delivery', area: area.id, slot: slot.id, address: '12 Market Road' },
  });
  expect(chosen.ok()).toBe(true);
}
