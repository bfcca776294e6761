import { Button } from '@farmkit/ui/button';
import { CartLine } from '@farmkit/ui/cart-line';
import { PaymentChoice } from '@farmkit/ui/payment-choice';
import { ProductCard } from '@farmkit/ui/product-card';
import { ProductGrid } from '@farmkit/ui/product-grid';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { products, site } from './site';
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
          <Checkout key={cart.lines.length} itemCount={cart.lines.length} />
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

function Checkout({ itemCount }: { itemCount: number }) {
  const [snapshot, send] = useFarmCheckout(itemCount);
  const { paymentMethod, error } = snapshot.context;
  if (snapshot.matches('emptyCart')) return <p role="status">{error?.message}</p>;
  if (snapshot.matches('done')) {
    const order = snapshot.context.order as { number: number };
    return <p role="status">Order {order.number} placed. Thank you!</p>;
  }
  const busy = snapshot.matches('initializingPayment') || snapshot.matches('placingOrder');
  return (
    <div className="farm-checkout" data-state={String(snapshot.value)}>
      <PaymentChoice
        label="How will you pay?"
        value={paymentMethod}
        onChange={(method) =>
          send({ type: 'user.selectPayment', method: method as 'pay_now' | 'on_delivery' })
        }
        options={site.payments.map((payment) => ({ ...payment }))}
        isInvalid={error?.kind === 'noPaymentMethod'}
        errorMessage={error?.kind === 'noPaymentMethod' ? error.message : undefined}
        isDisabled={busy || snapshot.matches('awaitingPayment')}
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
