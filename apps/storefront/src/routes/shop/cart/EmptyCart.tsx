import { LinkButton } from '@farmkit/ui/button';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../paths';

export function EmptyCart() {
  return (
    <EmptyState
      icon={
        <svg className="empty-cart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L20.5 8H6.2" />
          <circle cx="10" cy="19.5" r="1.5" />
          <circle cx="17" cy="19.5" r="1.5" />
        </svg>
      }
      title="Nothing in Cart yet"
      hint="Fresh produce and livestock from the farm are waiting in the shop."
      action={<LinkButton href={paths.home}>Continue shopping</LinkButton>}
    />
  );
}
