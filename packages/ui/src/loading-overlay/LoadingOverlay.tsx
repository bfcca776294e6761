import { Spinner } from '@farmkit/ui/spinner';
import '../theme.css';
import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isVisible: boolean;
  /** What is loading: the spinner's visible caption and accessible name. */
  label?: string;
}

/** A dimmed layer over the whole screen with a spinner, while a request the page waits on runs. */
export function LoadingOverlay({ isVisible, label = 'Loading' }: LoadingOverlayProps) {
  if (!isVisible) return null;
  return (
    <div className="fk-LoadingOverlay" aria-busy="true">
      <div className="fk-LoadingOverlay-panel">
        <Spinner label={label} showLabel size="lg" />
      </div>
    </div>
  );
}
