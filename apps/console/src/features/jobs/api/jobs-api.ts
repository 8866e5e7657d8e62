import {
  jobListResponseSchema,
  jobRetryResponseSchema,
  type JobListQuery,
} from '@saral/contract/api/ops-jobs';
import { opsCall } from '../../../shared/api-client';

export const fetchJobs = (query: Omit<JobListQuery, 'limit'>) =>
  opsCall('/jobs', { query: { ...query, limit: 25 }, schema: jobListResponseSchema });

export const retryJob = (id: number) =>
  opsCall(`/jobs/${id}/retry`, { method: 'POST', schema: jobRetryResponseSchema });
