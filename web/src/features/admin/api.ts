import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminsOverview, GrantAdmin, GrantAdminResult } from '@hearth/contract/admins';
import type { JobQueueName, JobsOverview } from '@hearth/contract/jobs';
import { api } from '../../lib/api-client.ts';

export const adminKeys = {
  admins: ['admin', 'admins'] as const,
  jobs: ['admin', 'jobs'] as const,
};

/** The jobs panel refreshes itself this often while it is open. */
export const JOBS_REFRESH_MS = 5_000;

export const getAdmins = (signal?: AbortSignal) => api<AdminsOverview>('/admins', { signal });
export const grantAdmin = (input: GrantAdmin) => api<GrantAdminResult>('/admins', { method: 'POST', data: input });
export const revokeAdmin = (userId: string) => api<void>(`/admins/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const getJobs = (signal?: AbortSignal) => api<JobsOverview>('/jobs', { signal });
export const retryJob = ({ queue, id }: { queue: JobQueueName; id: string }) =>
  api<void>(`/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, { method: 'POST' });

export const adminsQuery = () =>
  queryOptions({ queryKey: adminKeys.admins, queryFn: ({ signal }) => getAdmins(signal), staleTime: 0 });

export const jobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => getJobs(signal),
    staleTime: 0,
    refetchInterval: JOBS_REFRESH_MS,
  });

export const useAdmins = () => useQuery(adminsQuery());
export const useJobs = () => useQuery(jobsQuery());

export function useGrantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }) });
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }) });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs }) });
}
