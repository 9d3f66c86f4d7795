import type { JobQueueName } from '@hearth/contract/jobs';

const labels: Record<JobQueueName, string> = {
  mail: 'E-mail',
  'sign-in-link': 'Sign-in links',
  embed: 'Search embeddings',
  reminders: 'Event reminders',
  'decision-mail': 'Decision e-mails',
  'invite-mail': 'Invitations',
  'waitlist-promotion': 'Waitlist promotions',
  'start-change-notice': 'Start-change notices',
  'search-evidence': 'Search evidence',
  'webhook-delivery': 'Webhook deliveries',
};

export const queueLabel = (name: JobQueueName) => labels[name] ?? name;
