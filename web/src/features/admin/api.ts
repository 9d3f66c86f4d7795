import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminsOverview, GrantAdmin, GrantAdminResult } from '@hearth/contract/admins';
import type { JobQueueName, JobsOverview } from '@hearth/contract/jobs';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation.ts';

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
export const useGrantAdmin = () => useInvalidatingMutation(grantAdmin, adminKeys.admins);
export const useRevokeAdmin = () => useInvalidatingMutation(revokeAdmin, adminKeys.admins);
export const useRetryJob = () => useInvalidatingMutation(retryJob, adminKeys.jobs);
