import { ADMIN_REPORT_PATHS, type AdminDashboard, WAITING_STAGES } from '@farmkit/contract';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { StatCard } from '@farmkit/ui/stat-card';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import { errorText } from '../api/errors';
import { Amount, useAmountFormatter } from '../api/money';
import { SlotLoad } from './SlotLoad';
import './DashboardPage.css';

// The chart library loads with the dashboard alone, never with the other pages.
const SalesChart = lazy(() => import('./SalesChart'));

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export function DashboardPage() {
  const amount = useAmountFormatter();
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await api.get<AdminDashboard>(ADMIN_REPORT_PATHS.dashboard)).data,
    refetchInterval: 60_000,
  });
  const data = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <>
      <div className="bo-Page-header">
        <h1>Dashboard</h1>
      </div>
      {dashboard.isError && (
        <p role="alert" className="bo-Dashboard-error">
          {errorText(dashboard.error, 'The dashboard could not be loaded.')}
        </p>
      )}
      <section aria-label="Sales" className="bo-Dashboard-stats">
        <StatCard
          label="Sales today"
          value={data ? amount(data.sales.today.total) : ''}
          hint={data ? ordersCount(data.sales.today.count) : undefined}
          isLoading={loading}
        />
        <StatCard
          label="Last 7 days"
          value={data ? amount(data.sales.last_7_days.total) : ''}
          hint={data ? ordersCount(data.sales.last_7_days.count) : undefined}
          isLoading={loading}
        />
        <StatCard
          label="Last 30 days"
          value={data ? amount(data.sales.last_30_days.total) : ''}
          hint={data ? ordersCount(data.sales.last_30_days.count) : undefined}
          isLoading={loading}
        />
        <StatCard
          label="Cash to collect"
          value={data ? amount(data.cash_to_collect.total) : ''}
          hint={
            data
              ? // The day's cash, reconciled: what is still on the road against what came back today.
                `${ordersCount(data.cash_to_collect.count)} out for delivery · recorded today ` +
                `${amount(data.cash_recorded_today.total)} (${ordersCount(data.cash_recorded_today.count)})`
              : undefined
          }
          tone="warning"
          isLoading={loading}
          href="/deliveries"
        />
      </section>
      <section aria-labelledby="waiting-title" className="bo-Panel">
        <h2 id="waiting-title">Orders waiting</h2>
        <ul className="bo-Dashboard-waiting">
          {WAITING_STAGES.map((stage) => (
            <li key={stage}>
              <Link href={`/orders?stage=${stage}`} className="bo-Dashboard-waitingLink">
                <StageBadge stage={stage} />
                <span className="bo-Dashboard-count">{data ? data.waiting[stage] : '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {data?.deliveries && <SlotLoad deliveries={data.deliveries} />}
      <section aria-labelledby="chart-title" className="bo-Panel">
        <h2 id="chart-title">Sales, last 30 days</h2>
        {data && (
          <Suspense fallback={<div className="bo-Dashboard-chartSpace" />}>
            <SalesChart days={data.daily_sales} />
          </Suspense>
        )}
      </section>
      <div className="bo-Dashboard-lists">
        <section aria-labelledby="low-title" className="bo-Panel">
          <h2 id="low-title">Low stock</h2>
          {data && data.low_stock.length === 0 && <p>Every product is above its low-stock threshold.</p>}
          <ul className="bo-Dashboard-list">
            {data?.low_stock.map((product) => (
              <li key={product.id}>
                <Link href={`/products/${product.id}`}>{product.name}</Link>
                <span>
                  {product.stock} left (alert at {product.low_stock_threshold})
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="top-title" className="bo-Panel">
          <h2 id="top-title">Top products this week</h2>
          <p className="bo-Dashboard-note">
            Units sold and sales after discounts, as the sales figures above.
          </p>
          {data && data.top_products.by_units.length === 0 && <p>Nothing sold in the last 7 days.</p>}
          <ol className="bo-Dashboard-list">
            {data?.top_products.by_units.map((product) => (
              <li key={`${product.product_id}-${product.name}`}>
                <span>{product.name}</span>
                <span>
                  {product.units} sold · <Amount value={product.revenue} />
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
