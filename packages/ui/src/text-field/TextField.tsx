import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import type { Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'render'>,
    FieldChromeProps {
  placeholder?: string;
  /** The input element, for form libraries (react-hook-form's `register`, `Controller`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with an optional hint and an error message shown while `isInvalid`.
 * Validation is the app's (`validationBehavior="aria"` by default): the field only displays it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} validationBehavior={validationBehavior} className="fk-Field">
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Input ref={ref} placeholder={placeholder} className="fk-Field-control" />
      </FieldChrome>
    </RACTextField>
  );
}
