import type { JobQueueName } from '@hearth/contract/jobs';

const labels: Record<JobQueueName, string> = {
  mail: 'E-mail',
  'sign-in-link': 'Sign-in links',
  embed: 'Search embeddings',
  reminders: 'Event reminders',
  'decision-mail': 'Decision e-mails',
};

export const queueLabel = (name: JobQueueName) => labels[name] ?? name;
