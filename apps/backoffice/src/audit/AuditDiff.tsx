import {
  fromKobo,
  isStaffRole,
  ORDER_STAGE_LABELS,
  type OrderStage,
  STAFF_ROLE_LABELS,
} from '@farmkit/contract';
import { useShopDates } from '../api/dates';
import { useAmountFormatter } from '../api/money';
import './AuditDiff.css';

type Fields = Record<string, unknown> | null;

/** What the API's audit rows name, in words; a field not here shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Address on the shop',
  description: 'Description',
  price_kobo: 'Price',
  price: 'Price',
  category_id: 'Category',
  image: 'Picture',
  stock: 'Stock',
  change: 'Units changed',
  reason: 'Reason',
  low_stock_threshold: 'Low-stock warning at',
  published: 'On the shop',
  note: 'Note',
  stage: 'Stage',
  status: 'Status',
  amount_kobo: 'Amount',
  cash_received: 'Cash received',
  provider: 'Paid through',
  provider_status: 'Refund status',
  email: 'E-mail',
  role: 'Role',
  new_order_alerts: 'New-order e-mails',
  expires_at: 'Expires',
  position: 'Position',
  ids: 'Categories in order',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A value in words: amounts in the shop's money (kobo fields are hundredths), stages and roles by name. */
function useShowValue() {
  const money = useAmountFormatter();
  const dates = useShopDates();
  return (key: string, value: unknown): string => {
    if (value === undefined || value === null) return '—';
    if (value === '') return '(empty)';
    if (typeof value === 'number' && key.endsWith('_kobo')) return money(fromKobo(value));
    if (typeof value === 'number' && (key === 'price' || key === 'cash_received')) return money(value);
    if (typeof value === 'boolean')
      return key === 'published' ? (value ? 'Published' : 'Hidden') : yesNo(value);
    if (key === 'stage' && typeof value === 'string' && value in ORDER_STAGE_LABELS) {
      return ORDER_STAGE_LABELS[value as OrderStage];
    }
    if (key === 'role' && isStaffRole(value)) return STAFF_ROLE_LABELS[value];
    if (key === 'category_id' && typeof value === 'number') return `Category #${value}`;
    if (key === 'ids' && Array.isArray(value)) return value.map((id) => `#${String(id)}`).join(', ');
    if (key === 'expires_at' && typeof value === 'string') return dates.dateTime(value);
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
}

/**
 * What a change did, field by field in words: a change shows only the fields that changed, before and after; a
 * creation what the record was made with; a removal what it was. Amounts are the shop's money, never kobo.
 */
export function AuditDiff({ before, after }: { before: Fields; after: Fields }) {
  const show = useShowValue();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = (key: string) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]);
  const shown = before && after ? keys.filter(changed) : keys;
  if (keys.length === 0) return <p className="bo-AuditDiff-none">No details were recorded.</p>;
  if (shown.length === 0) return <p className="bo-AuditDiff-none">Nothing changed.</p>;
  const label = (key: string) => FIELD_LABELS[key] ?? key.replaceAll('_', ' ');

  if (!before || !after) {
    const fields = (after ?? before) as Record<string, unknown>;
    return (
      <table className="bo-AuditDiff">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{after ? 'Set to' : 'Was'}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((key) => (
            <tr key={key}>
              <th scope="row">{label(key)}</th>
              <td>{show(key, fields[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="bo-AuditDiff">
      <thead>
        <tr>
          <th scope="col">Changed</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((key) => (
          <tr key={key}>
            <th scope="row">{label(key)}</th>
            <td>{key in before ? show(key, before[key]) : '—'}</td>
            <td>{key in after ? show(key, after[key]) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
