import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children' | 'render'> {
  children: ReactNode;
}

/** A checkbox and its label, one tap target of at least 44px (the kit has none yet: this page's own). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className="bo-Checkbox">
      {({ isSelected }) => (
        <>
          <span className="bo-Checkbox-box" aria-hidden="true">
            {isSelected && (
              <svg
                viewBox="0 0 16 16"
                width="14"
                height="14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                focusable="false"
                aria-hidden="true"
              >
                <path d="M3.5 8.5 6.5 11.5 12.5 4.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
