import { type AdminOrderSummary, paymentStatusOf } from '@farmkit/contract';

/**
 * What the rider does about money at the door, from the contract's paymentStatusOf (the rule of every staff text):
 * collect the total (paid on delivery, or a test payment, which took no money), or nothing (paid).
 */
export type Collect =
  | { kind: 'cash'; amount: number }
  | { kind: 'paid' }
  | { kind: 'test'; amount: number }
  /** Paid online was chosen but no payment came: the office must sort it out before the door. */
  | { kind: 'unpaid' };

export function collectOf(
  order: Pick<
    AdminOrderSummary,
    'stage' | 'payment_method' | 'paid' | 'test_payment' | 'total_price' | 'cash_received'
  >,
): Collect {
  const status = paymentStatusOf(order);
  switch (status.kind) {
    case 'cash_due':
      return { kind: 'cash', amount: status.amount };
    case 'test':
      return { kind: 'test', amount: status.amount };
    case 'unpaid':
      return { kind: 'unpaid' };
    default:
      return { kind: 'paid' };
  }
}

const cashOf = (order: AdminOrderSummary) => {
  const collect = collectOf(order);
  return collect.kind === 'cash' || collect.kind === 'test' ? collect.amount : 0;
};

export interface CityRun {
  /** The delivery copy's city, or null for orders placed before delivery details were kept. */
  city: string | null;
  orders: AdminOrderSummary[];
  cash: number;
}

/**
 * The orders by the city they go to, cities in alphabetical order (the same city typed in another case is one
 * city, under its capitalised spelling) and orders without an address last; in each city, the oldest order first.
 */
export function groupByCity(orders: AdminOrderSummary[]): CityRun[] {
  const runs = new Map<string, CityRun>();
  for (const order of [...orders].sort((a, b) => a.id - b.id)) {
    const city = order.delivery?.city.trim() || null;
    const key = city?.toLocaleLowerCase('en-NG') ?? '';
    const run = runs.get(key) ?? { city, orders: [], cash: 0 };
    // One spelling names the city: a capitalised one ("Kuje") over one typed in lower case ("kuje").
    if (city && run.city === run.city?.toLocaleLowerCase('en-NG') && city !== run.city) run.city = city;
    run.orders.push(order);
    run.cash += cashOf(order);
    runs.set(key, run);
  }
  return [...runs.values()].sort((a, b) =>
    a.city === null ? 1 : b.city === null ? -1 : a.city.localeCompare(b.city, 'en-NG'),
  );
}

export const totalCash = (runs: CityRun[]) => runs.reduce((sum, run) => sum + run.cash, 0);
