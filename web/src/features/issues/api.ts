import type { IssueReport } from '@hearth/contract/issues';
import { api } from '../../lib/api-client.ts';

export const reportIssue = (input: IssueReport) => api<void>('/issues', { method: 'POST', data: input });
