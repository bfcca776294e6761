import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../paths';
import { AccountPage } from './AccountPage';
import './OrdersPage.css';

/** /account/orders: the orders table. Orders arrive with the cart; until then the table is empty. */
export function OrdersPage() {
  return (
    <AccountPage title="Orders" description="Your orders and their status.">
      <div className="orders-table-frame">
        <table className="orders-table">
          <caption className="orders-table-caption">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Payment</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={5} className="orders-table-empty">
                You have no orders yet.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="orders-shop-link">
        <LinkButton href={paths.home} variant="secondary">
          Visit our Store
        </LinkButton>
      </p>
    </AccountPage>
  );
}
