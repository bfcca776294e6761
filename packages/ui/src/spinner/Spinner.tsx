import { Label, ProgressBar } from 'react-aria-components';
import '../theme.css';
import './Spinner.css';

export interface SpinnerProps {
  /** What is loading; the spinner's accessible name, and its visible caption with `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'lg';
}

/** An indeterminate progress indicator (React Aria ProgressBar); still under reduced motion. */
export function Spinner({ label, showLabel = false, size = 'sm' }: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      className="fk-Spinner"
      data-size={size}
    >
      <span className="fk-Spinner-ring" aria-hidden="true" />
      {showLabel && <Label className="fk-Spinner-label">{label}</Label>}
    </ProgressBar>
  );
}
