import { type AdminOrder, paymentStatusOf } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { useState } from 'react';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { useAmountFormatter } from '../api/money';
import { useCan } from '../auth/useCan';
import { useSettleOrder } from './ordersApi';

/**
 * A customer who paid the rider less than was due: the rider's reason, and either the rest as the office recorded
 * it, or (for who gives orders to riders) "Record the rest" once the customer has paid it all.
 */
export function ShortPayment({ order }: { order: AdminOrder }) {
  const amount = useAmountFormatter();
  const dates = useShopDates();
  const can = useCan();
  const settle = useSettleOrder(order.id);
  const [open, setOpen] = useState(false);
  const short = order.cash_received?.short;
  if (!short) return null;
  const status = paymentStatusOf(order);

  return (
    <div className="bo-Order-short">
      <p>Rider’s note: “{short.note}”</p>
      {short.settled ? (
        <p>
          The rest, {amount(short.settled.amount)}, recorded by{' '}
          {short.settled.by?.name ?? 'a former staff member'}, {dates.dateTime(short.settled.at)}
          {short.settled.note && `: ${short.settled.note}`}
        </p>
      ) : (
        status.kind === 'cash_short' &&
        can('deliveries.assign') && (
          <>
            <Button
              variant="secondary"
              onPress={() => {
                settle.reset();
                setOpen(true);
              }}
            >
              Record the rest
            </Button>
            <ConfirmDialog
              isOpen={open}
              onOpenChange={setOpen}
              title={`Record the rest of order #${order.id}?`}
              message={`${amount(status.owed)} was still owed after the door. Record it once the customer has paid it all: the order is then paid.`}
              confirmLabel={`Record ${amount(status.owed)}`}
              cancelLabel="Not yet"
              reasonLabel="How did it come?"
              reasonDescription="A transfer to the farm’s account, cash at the gate: the note stays with the order."
              isPending={settle.isPending}
              errorMessage={settle.isError ? errorText(settle.error) : undefined}
              onConfirm={(note) =>
                settle.mutate({ amount: status.owed, note }, { onSuccess: () => setOpen(false) })
              }
            />
          </>
        )
      )}
    </div>
  );
}
