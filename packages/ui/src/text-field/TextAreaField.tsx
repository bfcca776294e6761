import { FieldChrome, type FieldChromeProps } from '@farmkit/ui/field';
import type { Ref } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  /** Visible lines of text; the user can drag the box taller. */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (a message, a note), with the same hint and error as `TextField`. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ref,
  validationBehavior = 'aria',
  ...props
}: TextAreaFieldProps) {
  return (
    <RACTextField {...props} validationBehavior={validationBehavior} className="fk-Field">
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <TextArea ref={ref} placeholder={placeholder} rows={rows} className="fk-Field-control" />
      </FieldChrome>
    </RACTextField>
  );
}
