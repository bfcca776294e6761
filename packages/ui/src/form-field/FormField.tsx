import type { ReactNode } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  type UseControllerProps,
  useController,
} from 'react-hook-form';

/** What every kit field takes from a form: its value, change and blur, and its error once touched. */
export interface BoundFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Lets the form focus the first invalid field on submit. */
  ref: RefCallBack;
  isInvalid: boolean;
  errorMessage?: string;
}

type FormFieldProps<T extends FieldValues, N extends FieldPath<T>, Out> = Pick<
  UseControllerProps<T, N, Out>,
  'control' | 'name'
> & {
  children: (field: BoundFieldProps) => ReactNode;
};

/**
 * Binds one form field to a kit field (TextField, PasswordField, TextAreaField, PhoneField):
 * `<FormField control={control} name="email">{(field) => <TextField {...field} label="Email address" />}</FormField>`.
 * The form's mode decides when the error shows (onTouched: after the first blur).
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  children,
}: FormFieldProps<T, N, Out>) {
  const { field, fieldState } = useController({ control, name });
  return children({
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  });
}
