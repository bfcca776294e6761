'use client';

export { FieldChrome, type FieldChromeProps } from './FieldChrome.js';
export { FieldErrorText, type FieldErrorTextProps } from './FieldErrorText.js';
