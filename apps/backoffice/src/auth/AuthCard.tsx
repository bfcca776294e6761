import type { ReactNode } from 'react';
import './AuthCard.css';

/** The card of the pages before sign-in: the sign-in and the first owner's setup. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="bo-AuthCard">
      <h1>{title}</h1>
      <p className="bo-AuthCard-subtitle">{subtitle}</p>
      {children}
    </main>
  );
}
