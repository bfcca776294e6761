'use client';

export { Toasts, type ToastsProps } from './Toasts.js';
export { createToastQueue, type ToastContent, type ToastQueue, type ToastTone } from './toastQueue.js';
