import './AuditDiff.css';

type Fields = Record<string, unknown> | null;

const show = (value: unknown): string => {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * An entity before and after a change, key by key side by side; the changed keys are marked (a row tint and the
 * word "changed", so colour is not the only cue). A creation has no "before", a removal no "after".
 */
export function AuditDiff({ before, after }: { before: Fields; after: Fields }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <p className="bo-AuditDiff-none">No details were recorded.</p>;
  return (
    <table className="bo-AuditDiff">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const was = before?.[key];
          const is = after?.[key];
          const changed = JSON.stringify(was) !== JSON.stringify(is);
          return (
            <tr key={key} data-changed={changed || undefined}>
              <th scope="row">
                {key}
                {changed && <span className="bo-AuditDiff-mark"> changed</span>}
              </th>
              <td>{before === null ? '' : show(was)}</td>
              <td>{after === null ? '' : show(is)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
