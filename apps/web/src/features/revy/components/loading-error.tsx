import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../auth/lib/form-errors';

/** A query's loading spinner or its retryable error; null once it has data. */
export function QueryState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error" title={`We couldn't load ${what}`}>
          {errorMessage(query.error)}
        </Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.isPending)
    return (
      <div className="flex justify-center py-8 text-primary">
        <Spinner size={28} label={`Loading ${what}`} />
      </div>
    );
  return null;
}
