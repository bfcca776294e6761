import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ApiFailure, notFound } from '../../../api-errors.js';
import type { Database } from '../../../db/database.js';

/** An area's or a window's repository functions; `update` and `remove` answer undefined for no such row. */
interface SettingRepository<Payload, Row> {
  find: (db: Kysely<Database>, id: number) => Promise<Row | undefined>;
  create: (trx: Transaction<Database>, actorId: number, payload: Payload) => Promise<number>;
  update: (
    trx: Transaction<Database>,
    actorId: number,
    id: number,
    payload: Payload,
  ) => Promise<true | undefined>;
  remove: (trx: Transaction<Database>, actorId: number, id: number) => Promise<true | undefined>;
}

/** What the handlers read of a request, once the route's schema and the staff check let it through. */
interface SettingRequest<Payload> {
  staff: { userId: number };
  params: { id: number };
  body: Payload;
}

/**
 * The add, change and delete handlers of an area's or a window's routes: each write in a transaction, by the
 * staff member calling; add and change answer the row as saved, and a missing row is 404.
 */
export function settingHandlers<Payload, Row>(
  db: Kysely<Database>,
  repository: SettingRepository<Payload, Row>,
) {
  async function found(id: number): Promise<Row> {
    const row = await repository.find(db, id);
    if (!row) throw new ApiFailure(404, notFound);
    return row;
  }

  return {
    async create(request: Pick<SettingRequest<Payload>, 'staff' | 'body'>, reply: FastifyReply) {
      const id = await db
        .transaction()
        .execute((trx) => repository.create(trx, request.staff.userId, request.body));
      return reply.code(201).send(await found(id));
    },
    async update(request: SettingRequest<Payload>) {
      const { id } = request.params;
      const changed = await db
        .transaction()
        .execute((trx) => repository.update(trx, request.staff.userId, id, request.body));
      if (!changed) throw new ApiFailure(404, notFound);
      return found(id);
    },
    async remove(request: Pick<SettingRequest<Payload>, 'staff' | 'params'>, reply: FastifyReply) {
      const deleted = await db
        .transaction()
        .execute((trx) => repository.remove(trx, request.staff.userId, request.params.id));
      if (!deleted) throw new ApiFailure(404, notFound);
      return reply.code(204).send(null);
    },
  };
}
