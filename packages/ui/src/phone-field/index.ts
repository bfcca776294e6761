'use client';

export { PhoneField, type PhoneFieldProps, phoneDigits } from './PhoneField.js';
