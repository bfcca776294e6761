import { perMinute, type RouteLimits } from '../../plugins/app/rate-limit.js';

/** The limits of the staff's writes. */
export const ADMIN_RATE_LIMITS = {
  // The first owner's setup link: like sign-up (the token is long enough that guessing is hopeless anyway).
  ownerSetup: { perIp: perMinute(10), perAccount: perMinute(5) },
  // The owner's changes to the staff; an invitation e-mails an address the owner chooses.
  staffWrite: { perIp: perMinute(30), perAccount: perMinute(20) },
  // A stock count or a morning's price changes come in quick runs; a picture upload decodes an image of up to 40 MP.
  catalogueWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
  // Stage moves come in runs (a morning's deliveries marked one after another); a cancellation may call the
  // payment provider for a refund.
  orderWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
  // The delivery settings: a season's areas and windows set up in one sitting.
  deliveryWrite: { perIp: perMinute(120), perAccount: perMinute(60) },
  // The farm's bank account: set once, changed rarely.
  paymentSettingsWrite: { perIp: perMinute(30), perAccount: perMinute(20) },
  // Each export reads and streams every matching order: a few a minute is plenty for a person.
  orderExport: { perIp: perMinute(10), perAccount: perMinute(5) },
} satisfies Record<string, RouteLimits>;

declare module '../../plugins/app/rate-limit.js' {
  interface ThrottledRoutes extends Record<keyof typeof ADMIN_RATE_LIMITS, RouteLimits> {}
}
