import { useCallback } from 'react';
import { toast } from 'sonner';
import type { DecisionStatus } from '@hearth/contract/decisions';
import { runAction } from '../../lib/action.ts';
import { useSetRegistrationStatus, type ReviewStatus, type Registration } from './api.ts';
import { decisionMessage, undoneMessage } from './decision-message.ts';
import { undoDecisions, useDecideMany } from './bulk-decision-api.ts';

/** Long enough to reach Undo; the server keeps the e-mail back for its whole grace period anyway. */
const UNDO_TOAST_MS = 6000;

/**
 * A host's decisions with their feedback: a toast that says what changed and offers Undo, which puts
 * each guest back (docs/decisions/015-undoable-decisions.md: within the grace period nobody is e-mailed).
 */
export function useDecisions(slug: string, eventId: string | undefined) {
  const setStatus = useSetRegistrationStatus(slug);
  const decideMany = useDecideMany(slug);

  const decideOne = useCallback(
    async (item: Registration, status: ReviewStatus) => {
      if (!eventId || item.request.status === status) return;
      const previous = item.request.status;
      const result = await runAction(
        () => setStatus.mutateAsync({ event_id: eventId, user_id: item.userId, new_status: status }),
        {
          success: false,
        },
      );
      if (!result?.changed) return;
      // Undo puts the guest back; a waitlisted guest rejoins the end of the line.
      const undo = () =>
        void runAction(() => decideMany.mutateAsync({ user_ids: [item.userId], new_status: previous }), {
          success: undoneMessage(1),
        });
      toast.success(decisionMessage([{ status: result.status }], item.name), {
        duration: UNDO_TOAST_MS,
        action: { label: 'Undo', onClick: undo },
      });
    },
    [eventId, setStatus, decideMany],
  );

  const decideAll = useCallback(
    async (userIds: readonly string[], status: DecisionStatus) => {
      const result = await runAction(() => decideMany.mutateAsync({ user_ids: [...userIds], new_status: status }), {
        success: false,
      });
      if (!result) return undefined;
      const undo = async () => {
        for (const body of undoDecisions(result)) await decideMany.mutateAsync(body);
      };
      toast.success(decisionMessage(result.changed), {
        duration: UNDO_TOAST_MS,
        ...(result.changed.length
          ? { action: { label: 'Undo', onClick: () => void runAction(undo, { success: undoneMessage(result.changed.length) }) } }
          : {}),
      });
      return result;
    },
    [decideMany],
  );

  return { decideOne, decideAll, isDeciding: decideMany.isPending };
}
