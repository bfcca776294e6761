import type { FastifyBaseLogger } from 'fastify';
import { ApiFailure, paymentProviderUnavailable } from '../api-errors.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A provider's JSON answer as Paystack and Flutterwave both shape it: `status` says whether the call succeeded
 * (Paystack: true/false; Flutterwave: "success"/"error"), `message` why not, `data` what was asked for.
 */
export interface ProviderAnswer {
  status?: unknown;
  message?: unknown;
  data?: Record<string, unknown> | null;
}

export interface ProviderHttp {
  /** A call with the secret key as bearer token; a call that fails or times out throws `unavailable`'s 502. */
  call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ httpStatus: number; answer: ProviderAnswer }>;
  /** Logs why the provider failed us, and answers the 502 `payment_provider_unavailable` to throw. */
  unavailable(context: object, message: string): ApiFailure;
}

/**
 * The HTTP side of a payments provider's API: a bearer secret key, JSON both ways, a timeout (10 s by default). The
 * caller never learns the provider's internals: whatever goes wrong is logged and becomes one 502.
 */
export function providerHttp(
  {
    name,
    baseUrl,
    secretKey,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  }: {
    /** The provider's name, for the log. */
    name: string;
    baseUrl: string;
    secretKey: string;
    timeoutMs?: number | undefined;
  },
  log: FastifyBaseLogger,
): ProviderHttp {
  const root = baseUrl.replace(/\/+$/, '');

  function unavailable(context: object, message: string): ApiFailure {
    log.error(context, message);
    return new ApiFailure(502, paymentProviderUnavailable);
  }

  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    try {
      const response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as ProviderAnswer;
      return { httpStatus: response.status, answer: isRecord(answer) ? answer : {} };
    } catch (error) {
      throw unavailable({ err: error, path }, `${name} could not be reached`);
    }
  }

  return { call, unavailable };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
