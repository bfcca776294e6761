import { Button } from 'react-aria-components';
import { CloseIcon } from '../icons/CloseIcon.js';
import '../theme.css';
import './CloseButton.css';

export interface CloseButtonProps {
  /** The accessible name, e.g. 'Close'. */
  label: string;
  size?: 'sm' | 'md';
  /** For placing the button in its container; its look stays the kit's. */
  className?: string;
}

/** The round × that closes the overlay it sits in (react-aria's `slot="close"`: dialogs, toasts). */
export function CloseButton({ label, size = 'md', className }: CloseButtonProps) {
  return (
    <Button
      slot="close"
      aria-label={label}
      data-size={size}
      className={className ? `fk-CloseButton ${className}` : 'fk-CloseButton'}
    >
      <CloseIcon />
    </Button>
  );
}
