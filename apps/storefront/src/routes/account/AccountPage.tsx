import type { ReactNode } from 'react';
import { usePageMeta } from '../../components/usePageMeta';

interface AccountPageProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One page of the account area: its h1 (the only one on the page), then its sections. */
export function AccountPage({ title, description, children }: AccountPageProps) {
  usePageMeta(title, description);
  return (
    <>
      <h1 className="account-title">{title}</h1>
      {children}
    </>
  );
}
