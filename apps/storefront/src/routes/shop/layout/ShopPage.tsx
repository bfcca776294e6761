import { Breadcrumbs } from '@farmkit/ui/breadcrumb';
import type { ReactNode } from 'react';
import { type OpenGraphExtras, usePageMeta } from '../../../components/usePageMeta';
import { paths } from '../../../paths';
import './ShopPage.css';

export interface Crumb {
  label: string;
  href?: string;
}

interface ShopPageProps {
  /** The document title (the farm's name is appended). */
  title: string;
  description: string;
  /** The trail after 'Home'; the last crumb is this page. Without it the page shows no trail. */
  trail?: Crumb[];
  /** What a shared link's preview shows beyond the title and description. */
  openGraph?: OpenGraphExtras;
  children: ReactNode;
}

/** One shop page: its title and description, its breadcrumb trail and its main content. */
export function ShopPage({ title, description, trail, openGraph, children }: ShopPageProps) {
  usePageMeta(title, description, openGraph);
  return (
    <>
      {trail && (
        <div className="shop-page-trail site-container">
          <Breadcrumbs items={[{ label: 'Home', href: paths.home }, ...trail]} />
        </div>
      )}
      <main id="main" className="shop-page site-container">
        {children}
      </main>
    </>
  );
}
