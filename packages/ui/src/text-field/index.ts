'use client';

export { FieldErrorText, type FieldErrorTextProps } from '@farmkit/ui/field';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.js';
export { TextField, type TextFieldProps } from './TextField.js';
