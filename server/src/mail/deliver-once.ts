import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Sends at most once per job, whichever worker or retry gets there: a worker claims the job's
 * delivery row before talking to SMTP and marks it sent after. A claim older than `leaseSeconds`
 * (longer than an attempt may take: the job queue's timeout) belongs to a worker that died.
 * Answers false when the message had already been sent.
 */
export async function deliverOnce(
  db: Db,
  options: { jobId: string; leaseSeconds: number; send: () => Promise<void> },
): Promise<boolean> {
  const { jobId, leaseSeconds } = options;
  const claimed = await rows(
    db,
    sql`
    INSERT INTO mail_deliveries (job_id, claimed_at) VALUES (${jobId}, now())
    ON CONFLICT (job_id) DO UPDATE SET claimed_at = now()
    WHERE mail_deliveries.sent_at IS NULL
      AND (mail_deliveries.claimed_at IS NULL OR mail_deliveries.claimed_at < now() - make_interval(secs => ${leaseSeconds}))
    RETURNING job_id`,
  );
  if (claimed.length === 0) {
    const sent = await rows(db, sql`SELECT 1 FROM mail_deliveries WHERE job_id = ${jobId} AND sent_at IS NOT NULL`);
    if (sent.length > 0) return false;
    throw new Error('Another worker is sending this e-mail right now');
  }
  try {
    await options.send();
  } catch (error) {
    await db.execute(sql`UPDATE mail_deliveries SET claimed_at = NULL WHERE job_id = ${jobId}`);
    throw error;
  }
  await db.execute(sql`UPDATE mail_deliveries SET sent_at = now() WHERE job_id = ${jobId}`);
  return true;
}

async function rows(db: Db, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}
