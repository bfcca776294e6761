import { Button } from '@farmkit/ui/button';
import './LoadError.css';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the products'. */
  what: string;
  onRetry: () => void;
}

/** A failed request, said plainly, with a way to try again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error-title">We couldn't load {what}.</p>
      <p className="load-error-hint">Check your connection, then try again.</p>
      <Button onPress={onRetry}>Try again</Button>
    </div>
  );
}
