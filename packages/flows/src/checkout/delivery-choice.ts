import {
  type CartDeliveryPayload,
  DELIVERY_ERROR_CODES,
  DELIVERY_ERROR_DETAILS,
  type DeliveryMethod,
} from '@farmkit/contract';
import { errorCode } from '../shared/error-code';
import { toErrorMessage, UNKNOWN_ERROR_MESSAGE } from '../shared/messages';

/** How and when the order should come, as the shopper builds it one step at a time. */
export interface DeliveryDraft {
  method: DeliveryMethod | null;
  /** The area's id; delivery only. */
  area: number | null;
  /** Delivery only, as are the landmark and the note. */
  address: string;
  landmark: string;
  note: string;
  /** The slot's id, `<window id>:<YYYY-MM-DD>`. */
  slot: string | null;
}

/**
 * The cart's delivery choice, remembered from the shopper's last checkout: the contract's `CartDelivery`
 * (`cart.delivery`) as it comes. Its slot is null once the slot is past or was ordered.
 */
export interface RememberedDelivery {
  method: DeliveryMethod;
  area: { id: number } | null;
  slot: { id: string } | null;
  address: string;
  landmark: string;
  note: string;
}

export const EMPTY_DELIVERY_DRAFT: DeliveryDraft = {
  method: null,
  area: null,
  address: '',
  landmark: '',
  note: '',
  slot: null,
};

export type DeliveryStep = 'choosingMethod' | 'choosingArea' | 'enteringAddress' | 'choosingSlot';

/** The first step whose answer the draft lacks (the steps come in this order); null when it lacks none. */
export function missingStep(draft: DeliveryDraft): DeliveryStep | null {
  if (draft.method === null) return 'choosingMethod';
  if (draft.method === 'delivery') {
    if (draft.area === null) return 'choosingArea';
    if (draft.address.trim() === '') return 'enteringAddress';
  }
  if (draft.slot === null) return 'choosingSlot';
  return null;
}

/**
 * The draft as `PUT products/cart/delivery/` takes it. The machine only saves a draft with no step missing;
 * were one missing, the server would refuse the payload and the machine say so.
 */
export function toCartDeliveryPayload(draft: DeliveryDraft): CartDeliveryPayload {
  const slot = draft.slot ?? '';
  if (draft.method !== 'delivery') return { method: 'pickup', slot };
  return {
    method: 'delivery',
    ...(draft.area !== null && { area: draft.area }),
    slot,
    address: draft.address.trim(),
    landmark: draft.landmark.trim(),
    note: draft.note.trim(),
  };
}

export function draftOfPayload(payload: CartDeliveryPayload): DeliveryDraft {
  return {
    method: payload.method,
    area: payload.area ?? null,
    address: payload.address ?? '',
    landmark: payload.landmark ?? '',
    note: payload.note ?? '',
    slot: payload.slot,
  };
}

export function draftOfRemembered(remembered: RememberedDelivery | null | undefined): DeliveryDraft {
  if (!remembered) return EMPTY_DELIVERY_DRAFT;
  const isDelivery = remembered.method === 'delivery';
  return {
    method: remembered.method,
    area: isDelivery ? (remembered.area?.id ?? null) : null,
    address: isDelivery ? remembered.address : '',
    landmark: isDelivery ? remembered.landmark : '',
    note: isDelivery ? remembered.note : '',
    slot: remembered.slot?.id ?? null,
  };
}

/** The ways the server refuses a delivery choice, by the kind the checkout reports. */
export type DeliveryRefusalKind =
  | 'noDeliveryChoice'
  | 'belowMinimum'
  | 'slotUnavailable'
  | 'areaUnavailable'
  | 'addressMissing'
  | 'pickupUnavailable';

interface Refusal {
  kind: DeliveryRefusalKind;
  /** The contract's words, when the error brings none of its own. */
  detail: string | undefined;
  /** What the refusal voids in the draft: the checkout resumes at the first step missing. */
  voids: ReadonlyArray<keyof DeliveryDraft>;
}

const REFUSALS: Record<string, Refusal> = {
  // The server holds no choice (its slot passed, say): the draft is offered again from its first step.
  [DELIVERY_ERROR_CODES.choiceMissing]: {
    kind: 'noDeliveryChoice',
    detail: DELIVERY_ERROR_DETAILS.choiceMissing,
    voids: [],
  },
  // Slots are per area, so a voided area voids the slot too.
  [DELIVERY_ERROR_CODES.belowMinimum]: { kind: 'belowMinimum', detail: undefined, voids: ['area', 'slot'] },
  [DELIVERY_ERROR_CODES.slotUnavailable]: {
    kind: 'slotUnavailable',
    detail: DELIVERY_ERROR_DETAILS.slotUnavailable,
    voids: ['slot'],
  },
  [DELIVERY_ERROR_CODES.areaUnavailable]: {
    kind: 'areaUnavailable',
    detail: DELIVERY_ERROR_DETAILS.areaUnavailable,
    voids: ['area', 'slot'],
  },
  [DELIVERY_ERROR_CODES.addressMissing]: {
    kind: 'addressMissing',
    detail: DELIVERY_ERROR_DETAILS.addressMissing,
    voids: ['address'],
  },
  [DELIVERY_ERROR_CODES.pickupUnavailable]: {
    kind: 'pickupUnavailable',
    detail: DELIVERY_ERROR_DETAILS.pickupUnavailable,
    voids: ['method', 'slot'],
  },
};

const REFUSAL_BY_KIND = new Map(Object.values(REFUSALS).map((refusal) => [refusal.kind, refusal]));

/** A failed actor's error as the refusal of the delivery choice it is, if it is one. */
export function deliveryRefusalOf(
  error: unknown,
): { kind: DeliveryRefusalKind; message: string } | undefined {
  const code = errorCode(error);
  const refusal = code === undefined ? undefined : REFUSALS[code];
  if (!refusal) return undefined;
  const message = toErrorMessage(error);
  return {
    kind: refusal.kind,
    message: message === UNKNOWN_ERROR_MESSAGE && refusal.detail ? refusal.detail : message,
  };
}

export function isDeliveryRefusal(kind: string): kind is DeliveryRefusalKind {
  return REFUSAL_BY_KIND.has(kind as DeliveryRefusalKind);
}

/** The draft without what the refusal voids. */
export function withoutRefused(draft: DeliveryDraft, kind: DeliveryRefusalKind): DeliveryDraft {
  const voided = (REFUSAL_BY_KIND.get(kind)?.voids ?? []).map((field) => [
    field,
    EMPTY_DELIVERY_DRAFT[field],
  ]);
  return { ...draft, ...(Object.fromEntries(voided) as Partial<DeliveryDraft>) };
}
