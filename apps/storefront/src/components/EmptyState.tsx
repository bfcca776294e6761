import type { ReactNode } from 'react';
import './EmptyState.css';

interface EmptyStateProps {
  title: string;
  /** A heading when the state stands for the whole section, else a paragraph. */
  titleAs?: 'h2' | 'p';
  /** A decorative picture above the title. */
  icon?: ReactNode;
  hint: string;
  /** Where to go from here, usually a link back to the store. */
  action: ReactNode;
}

/** The friendly box a list shows when it has nothing in it. */
export function EmptyState({ title, titleAs: Title = 'p', icon, hint, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon}
      <Title className="empty-state-title">{title}</Title>
      <p className="empty-state-hint">{hint}</p>
      {action}
    </div>
  );
}
