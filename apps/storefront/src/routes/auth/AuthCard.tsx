import type { ReactNode } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import './AuthCard.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** One auth screen: its heading (the page's only h1), a line saying what to do, then the form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  usePageMeta(title, typeof subtitle === 'string' ? subtitle : title);
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card-title">
        {title}
      </h1>
      {subtitle !== undefined && <p className="auth-card-subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
