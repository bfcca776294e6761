export interface EyeIconProps {
  /** Crossed out: the text is shown, and pressing hides it. */
  crossed?: boolean;
}

/** A decorative eye; the button that shows it carries the accessible name. */
export function EyeIcon({ crossed = false }: EyeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
