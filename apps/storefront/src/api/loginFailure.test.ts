import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { INVALID_LOGIN, loginFailure, needsLoginCode } from './loginFailure';

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

describe('loginFailure', () => {
  it('sends an unverified account to verification', () => {
    expect(
      loginFailure(answered(403, { detail: 'Activate your account', code: 'account_inactive' })),
    ).toEqual({
      verifyEmail: true,
    });
  });

  it('says wrong credentials plainly', () => {
    const error = answered(401, { detail: 'No active account found', code: 'invalid_credentials' });
    expect(loginFailure(error)).toEqual({ verifyEmail: false, text: INVALID_LOGIN });
  });

  it("passes any other failure on in the server's words", () => {
    const error = answered(429, { detail: 'Too many attempts. Try again in a minute.', code: 'throttled' });
    expect(loginFailure(error)).toEqual({
      verifyEmail: false,
      text: 'Too many attempts. Try again in a minute.',
    });
  });
});

describe('needsLoginCode', () => {
  it('tells the ceiling of failed logins from an unverified account and other refusals', () => {
    const detail = 'We e-mailed you a sign-in code: enter it with your password.';
    expect(needsLoginCode(answered(403, { detail, code: 'login_code_required' }))).toBe(true);
    expect(needsLoginCode(answered(403, { detail: 'Activate your account', code: 'account_inactive' }))).toBe(
      false,
    );
    expect(needsLoginCode(answered(401, { detail, code: 'login_code_required' }))).toBe(false);
  });
});
