/** A decorative head and shoulders: the picture of someone without a photo or a name. */
export function PersonIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="60%"
      height="60%"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 21.5c0-4.7 4-8 9-8s9 3.3 9 8z" />
    </svg>
  );
}
