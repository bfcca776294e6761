import { InsertQueryNode, type QueryId, TableNode } from 'kysely';
import type { App } from '../app.js';

/**
 * Swaps the app's database for one whose audit_log inserts fail after they ran, inside the write's transaction:
 * a write whose audit row is in its transaction leaves nothing behind. Undone by the returned function. (As in
 * routes/admin/staff/staff.test.ts.)
 */
export function failAuditWritesAfterwards(app: App): () => void {
  const original = app.db;
  const auditInserts = new WeakSet<QueryId>();
  app.db = original.withPlugin({
    transformQuery({ node, queryId }) {
      const table = InsertQueryNode.is(node) && node.into && TableNode.is(node.into) ? node.into : undefined;
      if (table?.table.identifier.name === 'audit_log') auditInserts.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (auditInserts.has(queryId)) throw new Error('a later step of the write failed');
      return result;
    },
  });
  return () => {
    app.db = original;
  };
}
