import { ApiFailure, invalidInput } from '../api-errors.js';
import { isRecord } from './provider-http.js';

/**
 * A webhook's body as Paystack and Flutterwave both shape it, `{ event, data }`, read once its signature is proven:
 * a missing or odd field reads as empty (the event is then ignored), a body that is not JSON is refused (400).
 */
export function webhookBody(rawBody: Buffer): { type: string; data: Record<string, unknown> } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ApiFailure(400, invalidInput({ non_field_errors: ['The event is not JSON.'] }));
  }
  const { event, data } = isRecord(body) ? body : {};
  return { type: typeof event === 'string' ? event : '', data: isRecord(data) ? data : {} };
}
