'use client';

export { Spinner, type SpinnerProps } from './Spinner.js';
