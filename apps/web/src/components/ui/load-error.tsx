import { errorMessage } from '../../lib/form-errors';
import { Alert } from './alert';
import { Button } from './button';

/** A load that failed: what could not be loaded, the server's reason, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  className = 'mt-8',
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-col items-start gap-3`}>
      <Alert tone="error" title={title}>
        {errorMessage(error)}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
