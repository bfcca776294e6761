'use client';

export { SelectField, type SelectFieldItem, type SelectFieldProps } from './SelectField.js';
