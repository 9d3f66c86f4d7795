import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { notify } from '../../../lib/notify.ts';
import { calendarFeedQuery, rotateCalendarFeed } from '../api.ts';

/**
 * docs/product/events.md#calendar-feed: the person's private feed address, to paste into a calendar app
 * ("From URL", "Subscribe"), copied in one click; a new address replaces a leaked one.
 */
export function CalendarFeedDialog({ open, onOpenChange }: DialogOpenProps) {
  const queryClient = useQueryClient();
  const feed = useQuery({ ...calendarFeedQuery(), enabled: open });
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarFeedQuery().queryKey, fresh);
      setConfirming(false);
      notify.success('New calendar address made');
    },
    onError: () => notify.error('Could not make a new address. Please try again.'),
  });
  const url = feed.data?.url ?? '';
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify.success('Calendar address copied'),
      () => notify.error('Could not copy the address.'),
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Subscribe to your events"
      description="Every event you are going to or host, kept up to date in your calendar app. Keep this address private: anyone who has it can see these events."
    >
      {feed.isError ? (
        <p className="text-sm text-red-700" role="alert">
          Could not load your calendar address. Please try again.
        </p>
      ) : (
        <Field label="Calendar address" hint="In your calendar app, add a calendar “From URL” (or “Subscribe”) and paste it.">
          {(props) => (
            <Input
              {...props}
              readOnly
              value={feed.isPending ? 'Loading…' : url}
              onFocus={(e) => e.currentTarget.select()}
              dir="ltr"
            />
          )}
        </Field>
      )}
      {confirming ? (
        <p className="mt-4 text-sm text-stone-700" role="status">
          The current address will stop working in every calendar that uses it.
        </p>
      ) : null}
      <DialogFooter>
        {confirming ? (
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep this address
            </Button>
            <Button variant="danger" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              {rotate.isPending ? 'Making…' : 'Make a new address'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" disabled={!url} onClick={() => setConfirming(true)}>
              New address
            </Button>
            <Button disabled={!url} onClick={() => void copy()}>
              Copy address
            </Button>
          </>
        )}
      </DialogFooter>
    </Dialog>
  );
}
