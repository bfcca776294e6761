import { DELIVERY_ERROR_CODES, DELIVERY_ERROR_DETAILS, ERROR_CODES, ERROR_DETAILS } from '@farmkit/contract';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorNotice, readableError, UNKNOWN_ERROR } from './errorNotice';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('errorNotice', () => {
  it('shows missing credentials as they are and asks to sign in', () => {
    const error = answered(401, {
      detail: ERROR_DETAILS.notAuthenticated,
      code: ERROR_CODES.notAuthenticated,
    });
    expect(errorNotice(error)).toEqual({ text: ERROR_DETAILS.notAuthenticated, signInAgain: true });
  });

  it('shows an invalid token by its code and asks to sign in', () => {
    const error = answered(401, { detail: ERROR_DETAILS.tokenNotValid, code: ERROR_CODES.tokenNotValid });
    expect(errorNotice(error)).toEqual({ text: 'token_not_valid', signInAgain: true });
  });

  it('shows any other server detail', () => {
    const error = answered(403, { detail: ERROR_DETAILS.accountInactive, code: ERROR_CODES.accountInactive });
    expect(errorNotice(error)).toEqual({ text: 'Activate your account', signInAgain: false });
  });

  it('prefers the field errors to the generic detail of a refused form, then falls back', () => {
    const invalid = answered(400, {
      detail: 'Invalid input.',
      code: 'invalid',
      errors: { email: ['enter valid email'], phone_number: ['enter digits only'] },
    });
    expect(errorNotice(invalid).text).toBe('enter valid email enter digits only');
    expect(errorNotice(answered(502, '<html>Bad gateway</html>')).text).toBe(UNKNOWN_ERROR);
    expect(errorNotice(new AxiosError('Network Error', 'ERR_NETWORK')).text).toBe(UNKNOWN_ERROR);
    expect(errorNotice(new Error('boom')).text).toBe(UNKNOWN_ERROR);
  });

  it('turns a failure into an Error a machine can show', () => {
    expect(
      readableError(answered(400, { detail: 'Invalid or expired code', code: 'invalid_code' })).message,
    ).toBe('Invalid or expired code');
  });

  it("keeps the API's error code on the Error, so a machine tells refusals apart by code", () => {
    const refused = readableError(
      answered(409, {
        detail: DELIVERY_ERROR_DETAILS.slotUnavailable,
        code: DELIVERY_ERROR_CODES.slotUnavailable,
      }),
    );
    expect(refused).toMatchObject({
      message: DELIVERY_ERROR_DETAILS.slotUnavailable,
      code: 'slot_unavailable',
    });
    expect(readableError(new AxiosError('Network Error', 'ERR_NETWORK'))).not.toHaveProperty('code');
  });
});
