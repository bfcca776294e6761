'use client';

export { type BoundFieldProps, FormField } from './FormField.js';
