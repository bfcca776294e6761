import { type ReactNode, useId } from 'react';

/** A titled card on an account page, named by its heading for screen readers. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
