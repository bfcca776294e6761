import { Children, isValidElement, type ReactNode } from 'react';

/** Wraps each child in an `li`, skipping empty children and keeping the children's keys. */
export function listItems(children: ReactNode, className: string) {
  return Children.toArray(children).map((child, index) => (
    <li key={isValidElement(child) ? child.key : index} className={className}>
      {child}
    </li>
  ));
}
