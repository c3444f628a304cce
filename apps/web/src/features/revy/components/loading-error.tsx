import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';

/** A query's loading spinner or its retryable error; null once it has data. */
export function QueryState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError)
    return (
      <LoadError
        className=""
        title={`We couldn't load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending)
    return (
      <div className="flex justify-center py-8 text-primary">
        <Spinner size={28} label={`Loading ${what}`} />
      </div>
    );
  return null;
}
