import { Link } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import '../theme.css';
import './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; ignored on the last crumb, which is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  'aria-label'?: string;
}

/**
 * The trail to the current page: links to each level, then the current page as plain text. A plain ordered list:
 * react-aria's Breadcrumbs would add its collection machinery to every page that shows a trail, for nothing a
 * list of links does not do.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb' }: BreadcrumbsProps) {
  const lastIndex = items.length - 1;
  return (
    <nav className="fk-Breadcrumbs" aria-label={ariaLabel}>
      <ol className="fk-Breadcrumbs-list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is identified by its level in the trail.
          <li key={index} className="fk-Breadcrumb">
            {index === lastIndex ? (
              <span className="fk-Breadcrumb-current" aria-current="page">
                {item.label}
              </span>
            ) : (
              <>
                <Link className="fk-Breadcrumb-link" href={item.href}>
                  {item.label}
                </Link>
                <ChevronIcon direction="right" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
