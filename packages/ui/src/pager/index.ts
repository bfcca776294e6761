'use client';

export { Pager, type PagerProps } from './Pager.js';
export { pageWindow } from './pageWindow.js';
