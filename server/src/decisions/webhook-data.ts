import type { RegistrationStatus } from '@hearth/contract/events';
import type { WebhookData } from '@hearth/contract/webhooks';
import type { Db } from '../db/client.ts';
import { listMailContacts } from '../users/index.ts';
import { webhookEventRef } from '../webhooks/index.ts';

type RegistrationEvent = WebhookData<'registration.created'>;

/** The `registration.*` webhook data of some registrations of one event: the event, who, and the status. */
export async function registrationWebhookData(
  tx: Db,
  eventId: string,
  rows: { userId: string; status: RegistrationStatus }[],
): Promise<RegistrationEvent[]> {
  const event = await webhookEventRef(tx, eventId);
  if (!event || rows.length === 0) return [];
  const people = new Map(
    (
      await listMailContacts(
        tx,
        rows.map((row) => row.userId),
      )
    ).map((person) => [person.id, person]),
  );
  return rows.map((row) => ({
    event,
    registration: {
      user_id: row.userId,
      name: people.get(row.userId)?.name ?? '',
      email: people.get(row.userId)?.email ?? null,
      status: row.status,
    },
  }));
}
