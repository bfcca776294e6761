export { FieldErrorText, type FieldErrorTextProps } from '@farmkit/ui/field';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
