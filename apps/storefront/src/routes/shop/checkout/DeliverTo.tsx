import type { User } from '@farmkit/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import '../../../components/Card.css';

/** An order goes to the account's phone and address: without them the farm cannot deliver it (nor will the API). */
export function deliveryDetailsMissing(profile: User): boolean {
  return !profile.phone_number || !profile.address.trim();
}

/** Deliver to: who, which phone and where, from the account, with the way to change them there. */
export function DeliverTo({ profile }: { profile: User }) {
  const headingId = useId();
  const missing = deliveryDetailsMissing(profile);
  const given = (value: string | null) => value?.trim() || 'Not given';
  return (
    <section className="card deliver-to" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        Deliver to
      </h2>
      <dl className="deliver-to-details">
        <div>
          <dt>Name</dt>
          <dd>{given(profile.name)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{given(profile.phone_number)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{given(profile.address)}</dd>
        </div>
        <div>
          <dt>City</dt>
          <dd>{given(profile.city)}</dd>
        </div>
      </dl>
      {missing && (
        <p className="deliver-to-missing" role="alert">
          Add your phone number and delivery address to your account before you order.
        </p>
      )}
      <Link className="deliver-to-edit" to={paths.account.index}>
        {missing ? 'Add them in your account' : 'Change them in your account'}
      </Link>
    </section>
  );
}
