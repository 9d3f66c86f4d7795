import type { FailedJob } from '@hearth/contract/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { runAction } from '../../../lib/action.ts';
import { useRetryJob } from '../api.ts';

export function RetryJobButton({ job }: { job: FailedJob }) {
  const mutation = useRetryJob();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={mutation.isPending}
      aria-label={`Retry ${job.summary}`}
      onClick={() =>
        void runAction(() => mutation.mutateAsync({ queue: job.queue, id: job.id }), { success: 'Job queued again' })
      }
    >
      {mutation.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
