import type { BulkDecisionBody, BulkDecisionResponse } from '@hearth/contract/decisions';
import type { CallerOptions } from '../http/actor.ts';
import { requireEventAdmin } from '../http/guards.ts';
import { decideRegistrations, type DecisionEffects } from './decide.ts';

/** `POST /event/{slug}/applications/status`: one decision for the applicants named, by a host or site admin. */
export async function decideMany(
  options: CallerOptions & { slug: string; body: BulkDecisionBody; effects: DecisionEffects },
): Promise<BulkDecisionResponse> {
  const { db, actor, slug, body, effects } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const result = await decideRegistrations({ db, event, userIds: body.user_ids, newStatus: body.new_status, effects });
  return {
    event_id: event.id,
    changed: result.changed.map((item) => ({ user_id: item.userId, status: item.status, previous: item.previous })),
    unchanged: result.unchanged + result.notFound,
    emailed: result.emailed,
    grace_seconds: effects.graceSeconds,
  };
}
