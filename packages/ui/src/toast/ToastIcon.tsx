import type { ToastTone } from './toastQueue.js';

const paths: Record<ToastTone, string> = {
  success: 'M7 12.5 10.5 16 17 8.5',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/** The decorative mark of a toast's tone, in a circle; the toast's text carries the meaning. */
export function ToastIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg
      className="fk-Toast-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={paths[tone]} />
    </svg>
  );
}
