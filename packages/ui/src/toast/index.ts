export { Toasts, type ToastsProps } from './Toasts';
export { createToastQueue, type ToastContent, type ToastQueue, type ToastTone } from './toastQueue';
