import { type ReactNode, useId } from 'react';
import '../../components/Card.css';

/** A titled card on an account page, named by its heading for screen readers. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
