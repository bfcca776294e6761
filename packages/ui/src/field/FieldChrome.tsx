import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import '../theme.css';
import './Field.css';

/** The texts every form field shows around its control. */
export interface FieldChromeProps {
  label: ReactNode;
  /** A hint under the control, read by screen readers with the control's name. */
  description?: ReactNode;
  /** Shown, and announced with the control, while the field is invalid (`isInvalid`). */
  errorMessage?: ReactNode;
}

/**
 * The label, hint and error message around a field's control. Rendered inside a React Aria field
 * (TextField, Select, ComboBox), which links them to the control through its slots.
 */
export function FieldChrome({
  label,
  description,
  errorMessage,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  return (
    <>
      <Label className="fk-Field-label">{label}</Label>
      {children}
      {description != null && (
        <Text slot="description" className="fk-Field-description">
          {description}
        </Text>
      )}
      <FieldError className="fk-FieldError">{errorMessage}</FieldError>
    </>
  );
}
