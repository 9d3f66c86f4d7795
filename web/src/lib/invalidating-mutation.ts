import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that, once it succeeds, invalidates the one query key it changed (docs/style.md#web). */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
