import { Button } from '@farmkit/ui/button';
import { CartLine } from '@farmkit/ui/cart-line';
import { PaymentChoice } from '@farmkit/ui/payment-choice';
import { ProductCard } from '@farmkit/ui/product-card';
import { ProductGrid } from '@farmkit/ui/product-grid';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { TextField } from '@farmkit/ui/text-field';
import { type ReactNode, useState } from 'react';
import { delivery, deliverySlots, products, site } from './site';
import { useCart } from './useCart';
import { useFarmCheckout } from './useFarmCheckout';

export function App() {
  const cart = useCart();
  return (
    <>
      <header className="farm-header">
        <p className="farm-name">{site.name}</p>
        <p>{site.tagline}</p>
      </header>
      <main className="farm-main">
        <h1>Fresh from the farm</h1>
        <ProductGrid aria-label="Products">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              href={`#${product.id}`}
              name={product.name}
              price={product.price}
              image={product.image}
              callToAction="Add to basket"
            />
          ))}
        </ProductGrid>
        <section aria-labelledby="basket-heading" className="farm-basket">
          <h2 id="basket-heading">Your basket</h2>
          {cart.lines.map(({ product, quantity }) => (
            <CartLine
              key={product.id}
              name={product.name}
              description={product.description}
              image={product.image}
              price={product.price}
              quantity={quantity}
              onQuantityChange={(next) => cart.setQuantity(product.id, next)}
              onRemove={() => cart.remove(product.id)}
            />
          ))}
          <Totals subtotal={cart.subtotal} discount={cart.discount} total={cart.total} />
          {/* A new checkout for each basket size: the machine is told the item count when it starts. */}
          <Checkout key={cart.lines.length} itemCount={cart.lines.length} subtotal={cart.subtotal} />
        </section>
      </main>
    </>
  );
}

function Totals({ subtotal, discount, total }: { subtotal: number; discount: number; total: number }) {
  const money = useMoneyFormatter();
  return (
    <dl className="farm-totals">
      <dt>Subtotal</dt>
      <dd>{money(subtotal)}</dd>
      {discount > 0 && (
        <>
          <dt>First-order discount</dt>
          <dd>−{money(discount)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>{money(total)}</dd>
    </dl>
  );
}

/** The machine's state as one name: `choosing`, `delivery.choosingSlot`. */
function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${stateName(child)}`;
}

type FarmCheckout = ReturnType<typeof useFarmCheckout>;

function Checkout({ itemCount, subtotal }: { itemCount: number; subtotal: number }) {
  const [snapshot, send] = useFarmCheckout(itemCount, subtotal);
  const { paymentMethod, error } = snapshot.context;
  if (snapshot.matches('emptyCart')) return <p role="status">{error?.message}</p>;
  if (snapshot.matches('done')) {
    const order = snapshot.context.order as { number: number };
    return <p role="status">Order {order.number} placed. Thank you!</p>;
  }
  if (snapshot.matches('delivery')) {
    return (
      <div className="farm-checkout" data-state={stateName(snapshot.value)}>
        <DeliveryStep snapshot={snapshot} send={send} />
      </div>
    );
  }
  const busy = snapshot.matches('initializingPayment') || snapshot.matches('placingOrder');
  const paying = busy || snapshot.matches('awaitingPayment');
  return (
    <div className="farm-checkout" data-state={stateName(snapshot.value)}>
      <div className="farm-delivery-summary">
        <p>{deliverySummary(snapshot.context.delivery)}</p>
        <Button
          variant="secondary"
          isDisabled={paying || snapshot.context.paidReference !== null}
          onPress={() => send({ type: 'user.changeDelivery' })}
        >
          Change delivery
        </Button>
      </div>
      <PaymentChoice
        label="How will you pay?"
        value={paymentMethod}
        onChange={(method) =>
          send({ type: 'user.selectPayment', method: method as 'pay_now' | 'on_delivery' })
        }
        options={site.payments.map((payment) => ({ ...payment }))}
        isInvalid={error?.kind === 'noPaymentMethod'}
        errorMessage={error?.kind === 'noPaymentMethod' ? error.message : undefined}
        isDisabled={paying}
      />
      {error && error.kind !== 'noPaymentMethod' && <p role="alert">{error.message}</p>}
      {snapshot.matches('awaitingPayment') ? (
        <div role="dialog" aria-label="Mobile money prompt" className="farm-momo">
          <p>Approve the payment on your phone.</p>
          <Button onPress={() => send({ type: 'payment.succeeded', reference: 'momo-approved' })}>
            Approve
          </Button>
          <Button variant="secondary" onPress={() => send({ type: 'payment.cancelled' })}>
            Decline
          </Button>
        </div>
      ) : (
        <Button
          isPending={busy}
          pendingLabel="Placing your order"
          onPress={() => send({ type: 'user.proceed' })}
        >
          Place order
        </Button>
      )}
    </div>
  );
}

function deliverySummary({ method, area, slot }: FarmCheckout[0]['context']['delivery']): string {
  const when = slot
    ? deliverySlots(method ?? 'pickup').find((candidate) => candidate.id === slot)?.label
    : '';
  if (method === 'pickup') return `Collect at the farm gate: ${when}`;
  const name = delivery.areas.find((candidate) => candidate.id === area)?.name ?? '';
  return `Delivery to ${name}: ${when}`;
}

const districts = [...new Set(delivery.areas.map((area) => area.council))];

/** One question of the delivery step at a time, as the machine asks them. */
function DeliveryStep({ snapshot, send }: { snapshot: FarmCheckout[0]; send: FarmCheckout[1] }) {
  const money = useMoneyFormatter();
  const { delivery: choice, error, savedDelivery } = snapshot.context;
  const alert = error && error.kind !== 'addressMissing' && <p role="alert">{error.message}</p>;
  const back = (
    <Button variant="secondary" onPress={() => send({ type: 'user.back' })}>
      Back
    </Button>
  );

  if (snapshot.matches({ delivery: 'choosingMethod' })) {
    return (
      <>
        <PaymentChoice
          label="How should your order come?"
          value={choice.method}
          onChange={(method) => send({ type: 'user.chooseMethod', method: method as 'delivery' | 'pickup' })}
          options={[
            { id: 'delivery', label: 'Delivery', description: 'Our rider brings it, around Kumasi.' },
            {
              id: 'pickup',
              label: 'Collect at the farm',
              description: `${delivery.pickup.address}, ${delivery.pickup.hours}.`,
            },
          ]}
        />
        {alert}
        {savedDelivery && back}
      </>
    );
  }
  if (snapshot.matches({ delivery: 'choosingArea' })) {
    return (
      <>
        <h3>Where should we deliver?</h3>
        {districts.map((district) => (
          <PaymentChoice
            key={district}
            label={district}
            value={choice.area === null ? null : String(choice.area)}
            onChange={(id) => send({ type: 'user.chooseArea', area: Number(id) })}
            options={delivery.areas
              .filter((area) => area.council === district)
              .map((area) => ({
                id: String(area.id),
                label: area.name,
                description:
                  area.min_order > 0
                    ? `Delivery ${money(area.fee)}, for orders of ${money(area.min_order)} or more.`
                    : `Delivery ${money(area.fee)}.`,
              }))}
          />
        ))}
        {alert}
        {back}
      </>
    );
  }
  if (snapshot.matches({ delivery: 'enteringAddress' })) {
    return (
      <AddressForm
        key={choice.area}
        initial={{ address: choice.address, landmark: choice.landmark, note: choice.note }}
        error={error?.kind === 'addressMissing' ? error.message : undefined}
        onSubmit={(address) => send({ type: 'user.enterAddress', ...address })}
        back={back}
      />
    );
  }
  const saving = snapshot.matches({ delivery: 'saving' });
  return (
    <>
      <PaymentChoice
        label={choice.method === 'pickup' ? 'When will you collect it?' : 'When should it come?'}
        value={choice.slot}
        onChange={(slot) => send({ type: 'user.chooseSlot', slot })}
        options={deliverySlots(choice.method ?? 'pickup').map((slot) => ({ id: slot.id, label: slot.label }))}
        isDisabled={saving}
      />
      {saving && <p role="status">Saving your choice</p>}
      {alert}
      {!saving && snapshot.context.paidReference === null && back}
    </>
  );
}

interface AddressFields {
  address: string;
  landmark: string;
  note: string;
}

function AddressForm({
  initial,
  error,
  onSubmit,
  back,
}: {
  initial: AddressFields;
  error: string | undefined;
  onSubmit: (fields: AddressFields) => void;
  back: ReactNode;
}) {
  const [fields, setFields] = useState(initial);
  const field = (name: keyof AddressFields) => ({
    value: fields[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  });
  return (
    <form
      className="farm-address"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(fields);
      }}
    >
      <TextField
        label="Address"
        description="House number and street, or the area's name for it."
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
        {...field('address')}
      />
      <TextField
        label="Landmark"
        description="How the rider finds it: “opposite the mosque”."
        {...field('landmark')}
      />
      <TextField label="Note for the rider" {...field('note')} />
      <Button type="submit">Continue</Button>
      {back}
    </form>
  );
}
