import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../test/dialects.js';
import { createUser, findUserByEmail } from './users.repository.js';

describeEachDialect('users repository', (dialect) => {
  const app = useTestApp(dialect);

  it('stores e-mails lower-cased and finds them whatever their case', async () => {
    const user = await createUser(app().db, {
      email: 'Ada.Obi@Example.NG',
      name: 'Ada Obi',
      password_hash: null,
    });
    expect(user.email).toBe('ada.obi@example.ng');
    expect((await findUserByEmail(app().db, 'ADA.OBI@example.ng'))?.id).toBe(user.id);
  });

  it('answers the existing user when a second create of the same e-mail loses the race', async () => {
    const first = await createUser(app().db, {
      email: 'twice@example.ng',
      name: 'First',
      password_hash: null,
    });
    const second = await createUser(app().db, {
      email: 'TWICE@example.ng',
      name: 'Second',
      password_hash: null,
    });
    expect(second).toEqual(first);
  });
});
