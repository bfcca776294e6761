import type { ApiError, Session, User } from '@farmkit/contract';
import { expect, it } from 'vitest';
import { call, PASSWORD, signUpVerified, UNLIMITED, uniqueEmail } from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { latestCode, messagesTo } from '../../test/outbox.js';

/** The login e-mail changes only with the password and the code sent to the new address. */
describeEachDialect('accounts: changing the login e-mail', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, resendCooldownMs: 0 });

  const ask = (token: string, email: string, password = PASSWORD) =>
    call<ApiError>(app(), 'POST', 'edit/email/', { token, body: { email, password } });
  const confirm = (token: string, otp: string) =>
    call<User & ApiError>(app(), 'POST', 'edit/email/verify/', { token, body: { otp } });
  const login = (email: string) =>
    call<Session>(app(), 'POST', 'login/', { body: { email, password: PASSWORD } });

  it('asks for the password, mails a code to the new address, and changes nothing until it is entered', async () => {
    const { tokens, email } = await signUpVerified(app());
    const newEmail = uniqueEmail('moved');

    expect((await ask(tokens.access, newEmail, 'Wrong#Pass1')).body.errors).toEqual({
      password: ['password is incorrect'],
    });
    const asked = await ask(tokens.access, newEmail.toUpperCase());
    expect(asked).toMatchObject({ status: 202, body: { detail: `Enter the code we sent to ${newEmail}.` } });
    const code = await latestCode(app(), newEmail, 'e-mail change');

    expect((await call<User>(app(), 'GET', 'edit/', { token: tokens.access })).body.email).toBe(email);
    expect((await login(newEmail)).status).toBe(401);
    const wrong = await confirm(tokens.access, code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_code' } });

    const confirmed = await confirm(tokens.access, code);
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await messagesTo(app(), email)).at(-1)?.text).toContain(
      `Your account now signs in with ${newEmail}`,
    );
    expect((await confirm(tokens.access, code)).status).toBe(400);
  });

  it('refuses a blank, invalid, current or taken address with a 400 naming the e-mail', async () => {
    const other = await signUpVerified(app());
    const { tokens, email } = await signUpVerified(app());

    for (const [address, message] of [
      ['', 'enter email'],
      ['not-an-address', 'enter valid email'],
      [email, 'this is already your e-mail'],
      [other.email, 'this e-mail is already in use'],
    ]) {
      const refused = await ask(tokens.access, address ?? '');
      expect(refused.status, address).toBe(400);
      expect(refused.body.errors?.email, address).toEqual([message]);
    }
    expect(
      (await call(app(), 'POST', 'edit/email/', { body: { email: uniqueEmail(), password: PASSWORD } }))
        .status,
    ).toBe(401);
  });

  it('gives an address two accounts asked for to the first that proves it', async () => {
    const first = await signUpVerified(app());
    const second = await signUpVerified(app());
    const wanted = uniqueEmail('wanted');
    await ask(first.tokens.access, wanted);
    const firstCode = await latestCode(app(), wanted, 'e-mail change');
    await ask(second.tokens.access, wanted);
    const secondCode = await latestCode(app(), wanted, 'e-mail change');

    expect((await confirm(second.tokens.access, secondCode)).status).toBe(200);
    const late = await confirm(first.tokens.access, firstCode);
    expect(late).toMatchObject({
      status: 400,
      body: { errors: { email: ['this e-mail is already in use'] } },
    });
  });
});
