import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from './cn.ts';
import { LoadError } from './load-error.tsx';
import { Spinner } from './spinner.tsx';

/**
 * What a list or panel shows for its query (docs/product/site-and-layout.md#loading): a spinner saying `loading…` while it
 * loads, `error` with a way to try again when it failed, else `children` with the data.
 */
export function QueryResult<T>({
  query,
  loading,
  error,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  /** 'Loading invites': the spinner's label, and the text beside it with '...'. */
  loading: string;
  error: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={cn('flex items-center gap-2 text-sm text-stone-600', className)}>
        <Spinner label={loading} /> {loading}...
      </div>
    );
  }
  if (query.isError) return <LoadError message={error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
