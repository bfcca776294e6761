import type { HTMLAttributes } from 'react';
import '../theme.css';
import './Field.css';

export type FieldErrorTextProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'className'>;

/**
 * An error message styled like a field's, for errors outside a React Aria field (a form-level error,
 * a custom control). Give it an `id` and point the control's `aria-describedby` at it.
 */
export function FieldErrorText(props: FieldErrorTextProps) {
  return <p {...props} className="fk-FieldError" />;
}
