import { DELIVERY_ERROR_CODES, outOfStockErrorSchema } from '@farmkit/contract';

/**
 * 409 at checkout (placement, Pay Now's initialize): not enough in stock (out_of_stock, with `shortages`), or the
 * chosen slot full or past its cut-off (slot_unavailable, without them).
 */
export const stockOrSlotResponse = {
  ...outOfStockErrorSchema,
  required: ['detail', 'code'],
  description:
    'A line asks for more units than the farm has (out_of_stock, each short line with the units left), or the ' +
    `chosen slot is full or past its cut-off (${DELIVERY_ERROR_CODES.slotUnavailable}, no \`shortages\`): ` +
    'nothing was written.',
} as const;
