import {
  AUDIT_ENTITY_TYPES,
  AUDIT_OPERATOR,
  type AuditEntityType,
  type AuditEntry,
  countPages,
  deletedStaffName,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FilterBar } from '@farmkit/ui/filter-bar';
import { Pager } from '@farmkit/ui/pager';
import { SelectField } from '@farmkit/ui/select-field';
import { Spinner } from '@farmkit/ui/spinner';
import { Link } from 'react-aria-components';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { DayRangeFields } from '../layout/DayRangeFields';
import { ANY, useUrlFilters } from '../layout/useUrlFilters';
import { useStaffList } from '../staff/staffAdminApi';
import { AuditDiff } from './AuditDiff';
import { AUDIT_FILTER_KEYS, useAuditLog } from './auditApi';
import './AuditPage.css';

/** The kinds of record the API's log holds (AUDIT_ENTITY_TYPES). */
const ENTITY_LABELS: Record<AuditEntityType, string> & Record<string, string | undefined> = {
  user: 'Account',
  staff_invitation: 'Staff invitation',
  product: 'Product',
  category: 'Category',
  order: 'Order',
  delivery_area: 'Delivery area',
  delivery_window: 'Delivery window',
  pickup_point: 'Pickup point',
  payment_settings: 'Payment settings',
};
const entityItems = [
  { id: ANY, label: 'Every entity' },
  ...AUDIT_ENTITY_TYPES.map((id) => ({ id, label: ENTITY_LABELS[id] })),
];

const ACTION_LABELS: Record<string, string> = {
  'owner.setup': 'Shop owner set up',
  'staff.grant': 'Role given',
  'staff.invite': 'Invitation sent',
  'staff.invitation_cancel': 'Invitation cancelled',
  'staff.join': 'Invitation accepted',
  'staff.update': 'Staff member changed',
  'staff.remove': 'Access removed',
  'staff.account_delete': 'Staff account deleted',
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.publish': 'Product published',
  'product.unpublish': 'Product unpublished',
  'product.picture': 'Product picture changed',
  'product.stock': 'Stock adjusted',
  'category.create': 'Category created',
  'category.rename': 'Category renamed',
  'category.reorder': 'Categories reordered',
  'order.stage': 'Order moved',
  'order.cancel': 'Order cancelled',
  'order.refund': 'Order refunded',
};

/** Who made an entry: their e-mail then, a deleted account by its number, or the operator's command line. */
function actorLabel(actor: AuditEntry['actor']): string {
  if (actor === null) return 'The operator (command line)';
  if (actor.deleted) return actor.name ?? deletedStaffName(actor.id);
  return actor.email ?? actor.name ?? `Account #${actor.id}`;
}

/** Where an entity is seen in the back-office, when it has a page. */
function entityHref(entry: AuditEntry): string | undefined {
  if (entry.entity_type === 'order') return `/orders/${entry.entity_id}`;
  if (entry.entity_type === 'user') return `/customers/${entry.entity_id}`;
  return undefined;
}

/** Who changed what, newest first, with each entity before and after; filters and page live in the URL. */
export function AuditPage() {
  const { filters, page, activeCount, setFilter, clear } = useUrlFilters(AUDIT_FILTER_KEYS);
  const log = useAuditLog(filters, page);
  const staff = useStaffList();

  const people = new Map<string, string>([[ANY, 'Everyone']]);
  for (const member of staff.data ?? []) people.set(String(member.id), member.name || member.email);
  for (const entry of log.data?.entries ?? []) {
    if (entry.actor && !people.has(String(entry.actor.id))) {
      people.set(String(entry.actor.id), actorLabel(entry.actor));
    }
  }
  people.set(AUDIT_OPERATOR, 'The operator (command line)');
  if (filters.actor && !people.has(filters.actor)) people.set(filters.actor, `Account #${filters.actor}`);
  const personItems = [...people].map(([id, label]) => ({ id, label }));

  const pageCount = log.data ? countPages(log.data.count, log.data.pageSize) : 1;

  return (
    <>
      <div className="bo-Page-header">
        <h1>Audit log</h1>
        {log.data && (
          <p>
            {log.data.count} {log.data.count === 1 ? 'entry' : 'entries'}
          </p>
        )}
      </div>
      <FilterBar aria-label="Audit filters" activeCount={activeCount} onClear={clear}>
        <SelectField
          label="Person"
          items={personItems}
          selectedKey={filters.actor ?? ANY}
          onSelectionChange={(key) => setFilter('actor', String(key))}
        />
        <SelectField
          label="Entity"
          items={entityItems}
          selectedKey={filters.entity ?? ANY}
          onSelectionChange={(key) => setFilter('entity', String(key))}
        />
        <DayRangeFields from={filters.from} to={filters.to} onChange={setFilter} />
      </FilterBar>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(log.error, 'The audit log could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void log.refetch()}>
            Try again
          </Button>
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="bo-Panel">
          {activeCount > 0 ? 'No entry matches these filters.' : 'Nothing has been changed yet.'}
        </p>
      ) : (
        <ol className="bo-Audit-list" aria-label="Entries" aria-busy={log.isFetching}>
          {log.data.entries.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const dates = useShopDates();
  const href = entityHref(entry);
  const entity = `${ENTITY_LABELS[entry.entity_type] ?? entry.entity_type} #${entry.entity_id}`;
  return (
    <li className="bo-Audit-entry">
      <div className="bo-Audit-head">
        <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong>
        <span className="bo-Audit-code">{entry.action}</span>
      </div>
      <dl className="bo-Audit-facts">
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={entry.created_at}>{dates.dateTime(entry.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Who</dt>
          <dd>{actorLabel(entry.actor)}</dd>
        </div>
        <div>
          <dt>Entity</dt>
          <dd>{href ? <Link href={href}>{entity}</Link> : entity}</dd>
        </div>
      </dl>
      <AuditDiff before={entry.before} after={entry.after} />
    </li>
  );
}
