import type { ApiError, AuditPage } from '@farmkit/contract';
import { beforeAll, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../../test/staff.js';

describeEachDialect('the audit log’s filters', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let owner: TestAccount;
  let manager: TestAccount;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
    manager = await accountWithRole(app(), 'manager');
    // Either side of Lagos midnight on 5 March 2021 (23:00 UTC on the 4th), by three kinds of author.
    const rows = [
      {
        key: 'ownerProduct',
        actor_id: owner.id,
        entity_type: 'product',
        created_at: '2021-03-04T22:30:00.000Z',
      },
      {
        key: 'managerOrder',
        actor_id: manager.id,
        entity_type: 'order',
        created_at: '2021-03-04T23:30:00.000Z',
      },
      { key: 'operatorUser', actor_id: null, entity_type: 'user', created_at: '2021-03-06T10:00:00.000Z' },
    ];
    for (const { key, ...row } of rows) {
      const inserted = await app()
        .db.insertInto('audit_log')
        .values({ ...row, action: 'test.change', entity_id: '1', before: null, after: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = inserted.id;
    }
  });

  const idsOf = async (query: string) => {
    const answer = await callAdmin<AuditPage>(app(), 'GET', `audit/?page_size=100&${query}`, {
      token: owner.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.results.map((entry) => entry.id).filter((id) => Object.values(ids).includes(id));
  };

  it('filters by person, the operator included', async () => {
    expect(await idsOf(`actor=${manager.id}`)).toEqual([ids.managerOrder]);
    expect(await idsOf('actor=operator')).toEqual([ids.operatorUser]);
  });

  it('filters by kind of record', async () => {
    expect(await idsOf('entity=product')).toEqual([ids.ownerProduct]);
  });

  it('takes days as the shop’s (Lagos), newest first, both ends included', async () => {
    expect(await idsOf('from=2021-03-04&to=2021-03-04')).toEqual([ids.ownerProduct]);
    expect(await idsOf('from=2021-03-05&to=2021-03-05')).toEqual([ids.managerOrder]);
    expect(await idsOf('from=2021-03-05')).toEqual([ids.operatorUser, ids.managerOrder]);
  });

  it('counts what the filters keep, and its next page keeps them', async () => {
    const answer = await callAdmin<AuditPage>(
      app(),
      'GET',
      'audit/?page_size=1&from=2021-03-04&to=2021-03-06',
      {
        token: owner.token,
      },
    );
    expect(answer.body.count).toBe(3);
    expect(answer.body.next).toContain('from=2021-03-04');
    expect(answer.body.next).toContain('to=2021-03-06');
  });

  it('refuses a person that is neither an id nor the operator, and an unknown kind, with 400', async () => {
    for (const query of ['actor=bob', 'actor=0', 'entity=secrets', 'from=yesterday']) {
      const answer = await callAdmin<ApiError>(app(), 'GET', `audit/?${query}`, { token: owner.token });
      expect(answer.status, query).toBe(400);
    }
  });

  it('is the owner’s alone', async () => {
    expect((await callAdmin(app(), 'GET', 'audit/?entity=order', { token: manager.token })).status).toBe(403);
  });
});
