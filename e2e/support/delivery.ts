import type { DeliveryOptions, DeliverySlotList } from '@farmkit/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

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
  await field.fill(area);
  // Typed in full, the area is the only option left.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(1);
  const option = options.filter({ hasText: area });
  // On a touch screen React Aria shows a combobox's list once the on-screen keyboard has opened, and until then keeps
  // it transparent, to sight and to taps: about 600 ms on the emulated phone, which opens none. Playwright counts a
  // transparent list visible, so a tap then fell through to the Back button under it (issue 23). A shopper taps the
  // area once it shows.
  await expect.poll(() => isUnderTheFinger(option)).toBe(true);
  await tapOrClick(page, option);
  await expect(field).toHaveValue(area);
  await continueButton(page).click();
}

/** Whether a finger on the middle of the element lands on it, not on what is over or under it. */
function isUnderTheFinger(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const touched = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return touched !== null && element.contains(touched);
  });
}

/** A tap on a touch screen (touch events, as a shopper's finger), a click with a mouse. */
async function tapOrClick(page: Page, target: Locator) {
  const hasTouch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  await (hasTouch ? target.tap() : target.click());
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
