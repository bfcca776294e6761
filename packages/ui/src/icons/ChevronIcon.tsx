export interface ChevronIconProps {
  direction: 'left' | 'right' | 'down';
}

const paths: Record<ChevronIconProps['direction'], string> = {
  left: 'M10 3.5 5.5 8l4.5 4.5',
  right: 'M6 3.5 10.5 8 6 12.5',
  down: 'M3.5 6 8 10.5 12.5 6',
};

/** A decorative chevron; the control that shows it carries the accessible name. */
export function ChevronIcon({ direction }: ChevronIconProps) {
  return (
    <svg
      className="fk-ChevronIcon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[direction]} />
    </svg>
  );
}
