import { ORDER_STAGE_LABELS } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { Spinner } from '@farmkit/ui/spinner';
import { TextField } from '@farmkit/ui/text-field';
import { Link } from 'react-aria-components';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useDayParam } from '../layout/useDayParam';
import { useCashReport } from './cashApi';
import './CashPage.css';

/** The day's cash, rider by rider: what they should bring back, what they recorded, and the orders off. */
export function CashPage() {
  const dates = useShopDates();
  const [day, setDay] = useDayParam();
  const report = useCashReport(day);
  const riders = report.data?.riders ?? [];

  return (
    <div className="bo-Cash">
      <div className="bo-Page-header">
        <div>
          <h1>Cash</h1>
          <p className="bo-Cash-date">{dates.day(day)}</p>
        </div>
        <TextField label="Delivery day" type="date" value={day} onChange={setDay} />
      </div>
      {report.isPending ? (
        <Spinner label="Loading the cash report" />
      ) : report.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(report.error, 'The cash report could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : riders.length === 0 ? (
        <p className="bo-Panel">No rider had orders on {dates.day(day)}.</p>
      ) : (
        <div className="bo-Panel bo-Cash-tableWrap">
          <table className="bo-Cash-table">
            <caption className="bo-visually-hidden">Cash by rider, {dates.day(day)}</caption>
            <thead>
              <tr>
                <th scope="col">Rider</th>
                <th scope="col">Orders</th>
                <th scope="col">Expected</th>
                <th scope="col">Collected</th>
                <th scope="col">Difference</th>
                <th scope="col">Flagged orders</th>
              </tr>
            </thead>
            <tbody>
              {riders.map((line) => (
                <tr key={line.rider.id ?? line.rider.name} data-short={line.difference < 0 || undefined}>
                  <th scope="row">{line.rider.name}</th>
                  <td>{line.orders_assigned}</td>
                  <td>
                    <Amount value={line.cash_expected} />
                  </td>
                  <td>
                    <Amount value={line.cash_collected} />
                  </td>
                  <td className="bo-Cash-difference">
                    <Difference value={line.difference} />
                  </td>
                  <td>
                    {line.differences.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="bo-Cash-flags">
                        {line.differences.map((flag) => (
                          <li key={flag.id}>
                            <Link href={`/orders/${flag.id}`}>Order #{flag.id}</Link> (
                            {ORDER_STAGE_LABELS[flag.stage]}): <Difference value={flag.difference} />
                            {flag.short_note ? ` · “${flag.short_note}”` : ''}
                            {flag.settled !== null && (
                              <>
                                {' '}
                                · the rest, <Amount value={flag.settled} />, came later
                              </>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Collected − expected, signed, so short reads as short: −₦300.00, +₦0.00 is "even". */
function Difference({ value }: { value: number }) {
  if (value === 0) return 'Even';
  return (
    <span data-sign={value < 0 ? 'short' : 'over'}>
      {value < 0 ? '−' : '+'}
      <Amount value={Math.abs(value)} />
      {value < 0 ? ' short' : ' over'}
    </span>
  );
}
