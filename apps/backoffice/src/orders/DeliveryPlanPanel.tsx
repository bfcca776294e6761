import { type AdminOrder, DELIVERY_METHOD_LABELS } from '@farmkit/contract';
import { SelectField } from '@farmkit/ui/select-field';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useCan } from '../auth/useCan';
import { useAssignOrderRider, useRiders } from '../deliveries/deliveriesApi';

const NO_RIDER = 'none';

/** How and when the order goes (the plan kept when it was placed), and the rider who takes it. */
export function DeliveryPlanPanel({ order }: { order: AdminOrder }) {
  const can = useCan();
  const plan = order.delivery;
  const open = order.stage !== 'delivered' && order.stage !== 'cancelled';
  return (
    <section aria-labelledby="delivery-title" className="bo-Panel">
      <h2 id="delivery-title">Delivery</h2>
      {plan ? (
        <dl className="bo-Order-facts">
          <div>
            <dt>Method</dt>
            <dd>{DELIVERY_METHOD_LABELS[plan.method]}</dd>
          </div>
          {plan.method === 'delivery' && (
            <div>
              <dt>Area</dt>
              <dd>{plan.area ? `${plan.area.name}, ${plan.area.council}` : 'None: placed before areas'}</dd>
            </div>
          )}
          <div>
            <dt>Slot</dt>
            <dd>{plan.slot?.label ?? 'None: placed before delivery days'}</dd>
          </div>
          {plan.landmark && (
            <div>
              <dt>Landmark</dt>
              <dd>{plan.landmark}</dd>
            </div>
          )}
          {plan.note && (
            <div>
              <dt>Note</dt>
              <dd>{plan.note}</dd>
            </div>
          )}
          <div>
            <dt>Fee</dt>
            <dd>{plan.fee > 0 ? <Amount value={plan.fee} /> : 'Free'}</dd>
          </div>
          {plan.method === 'delivery' && (
            <div>
              <dt>Rider</dt>
              <dd>
                {can('deliveries.assign') && open ? (
                  <RiderPick order={order} />
                ) : (
                  (order.rider?.name ?? 'None yet')
                )}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>No delivery plan was kept for this order.</p>
      )}
    </section>
  );
}

function RiderPick({ order }: { order: AdminOrder }) {
  const riders = useRiders();
  const assign = useAssignOrderRider();
  const current = order.rider?.id != null ? String(order.rider.id) : NO_RIDER;
  return (
    <>
      <SelectField
        label={`Rider of order #${order.id}`}
        items={[
          { id: NO_RIDER, label: 'No rider' },
          ...riders.map((rider) => ({ id: String(rider.id), label: rider.name })),
        ]}
        selectedKey={current}
        isDisabled={assign.isPending}
        onSelectionChange={(key) => {
          if (key !== current)
            assign.mutate({ order: order.id, rider: key === NO_RIDER ? null : Number(key) });
        }}
      />
      {assign.isError && (
        <p role="alert" className="bo-Order-error">
          {errorText(assign.error, 'The rider could not be changed.')}
        </p>
      )}
    </>
  );
}
