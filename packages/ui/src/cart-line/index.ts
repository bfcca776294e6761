'use client';

export { CartLine, type CartLineProps } from './CartLine.js';
