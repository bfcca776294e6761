import type { ReactNode } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import './StaticPage.css';

interface StaticPageProps {
  title: string;
  description: string;
  /** A line under the heading, such as when the text last changed. */
  note?: string;
  children: ReactNode;
}

/** One static page: its title and description, its heading (the only h1), then its sections. */
export function StaticPage({ title, description, note, children }: StaticPageProps) {
  usePageMeta(title, description);
  return (
    <main id="main" className="static-page site-container">
      <article className="static-page-article">
        <header className="static-page-header">
          <h1 className="static-page-title">{title}</h1>
          {note && <p className="static-page-note">{note}</p>}
        </header>
        {children}
      </article>
    </main>
  );
}

/** A titled part of a static page. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="static-page-section">
      <h2 className="static-page-section-title">{title}</h2>
      {children}
    </section>
  );
}
