'use client';

export { PasswordField, type PasswordFieldProps } from './PasswordField.js';
