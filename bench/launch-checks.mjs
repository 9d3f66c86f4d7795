// What the launch bench checks once the server has stopped, read from its database: how many were
// approved, waitlisted or left pending, in which order the waitlist stands, that nobody registered
// twice, and which e-mails the job queue holds.
import { openDatabase } from '../server/src/db/client.ts';

const APPROVED_SUBJECT = "You're going to";
const WAITLISTED_SUBJECT = 'You are on the waitlist';

/** The event's registrations by guest e-mail (status, place in line), duplicates, and e-mails queued per address. */
export async function readOutcome({ databaseUrl, dataDir, eventId }) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { rows } = await database.executeSql(
      `SELECT u.email, r.status,
              CASE WHEN r.status = 'waitlisted'
                   THEN row_number() OVER (PARTITION BY r.status ORDER BY r.waitlisted_at, r.id) END AS place
         FROM registrations r JOIN users u ON u.id = r.user_id
        WHERE r.event_id = $1`,
      [eventId],
    );
    const { rows: duplicates } = await database.executeSql(
      `SELECT user_id FROM registrations WHERE event_id = $1 GROUP BY user_id HAVING count(*) > 1`,
      [eventId],
    );
    const { rows: mails } = await database.executeSql(
      `SELECT data->>'to' AS "to", data->>'subject' AS subject, count(*)::int AS sent
         FROM pgboss.job WHERE name = 'mail' GROUP BY 1, 2`,
    );
    const byEmail = new Map(
      rows.map((row) => [row.email, { status: row.status, place: row.place === null ? null : Number(row.place) }]),
    );
    const mailsTo = (prefix) => {
      const counts = new Map();
      for (const mail of mails) if (mail.subject?.startsWith(prefix)) counts.set(mail.to, (counts.get(mail.to) ?? 0) + mail.sent);
      return counts;
    };
    return {
      byEmail,
      duplicates: duplicates.length,
      approvedMails: mailsTo(APPROVED_SUBJECT),
      waitlistedMails: mailsTo(WAITLISTED_SUBJECT),
    };
  } finally {
    await database.close();
  }
}

export const statusCounts = (byEmail) => {
  const counts = {};
  for (const { status } of byEmail.values()) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * Fair arrival order, as a client can observe it: requests in flight together reach the server in
 * any order, but a guest answered before another guest's request was even sent arrived first, so
 * must stand ahead of them (an approved guest stands ahead of every waitlisted one). Counts the
 * guests who stand ahead of someone answered before they asked.
 */
export function arrivalOrderViolations(results, rankOf) {
  // Only requests that were let in stand in line.
  const admitted = results.flatMap((result, index) => (result.status === 200 ? [{ ...result, rank: rankOf(index) }] : []));
  const answered = admitted.map((result) => ({ at: result.answeredAt, rank: result.rank })).sort((a, b) => a.at - b.at);
  const sent = admitted.map((result) => ({ at: result.sentAt, rank: result.rank })).sort((a, b) => a.at - b.at);
  let highestBefore = -Infinity;
  let next = 0;
  let violations = 0;
  for (const guest of sent) {
    while (next < answered.length && answered[next].at < guest.at) highestBefore = Math.max(highestBefore, answered[next++].rank);
    if (guest.rank < highestBefore) violations++;
  }
  return violations;
}

/** The failed invariants of one run (empty when all hold). */
export function checkLaunch({ mode, capacity, emails, results, outcome, bulkOrder }) {
  const failures = [];
  const { byEmail } = outcome;
  const counts = statusCounts(byEmail);
  const expectApproved = Math.min(capacity, emails.length);
  const expectedOthers = mode === 'one-step' || bulkOrder ? 'waitlisted' : 'pending';
  const expectedApproved = mode === 'one-step' || bulkOrder ? expectApproved : 0;
  if ((counts.approved ?? 0) !== expectedApproved) failures.push(`${counts.approved ?? 0} approved, not ${expectedApproved}`);
  const others = emails.length - expectedApproved;
  if ((counts[expectedOthers] ?? 0) !== others) failures.push(`${counts[expectedOthers] ?? 0} ${expectedOthers}, not ${others}`);
  if (byEmail.size !== emails.length) failures.push(`${byEmail.size} registrations for ${emails.length} guests`);
  if (outcome.duplicates > 0) failures.push(`${outcome.duplicates} guests registered twice`);
  const answeredOther = results.filter((result) => result.status !== 200).length;
  if (answeredOther > 0) failures.push(`${answeredOther} requests not answered 200`);
  // A request to an approval event is answered `pending` whatever the host decides afterwards.
  const mismatched = results.filter((result, index) => {
    if (result.status !== 200) return false;
    const expected = mode === 'one-step' ? byEmail.get(emails[index])?.status : 'pending';
    return JSON.parse(result.text).status !== expected;
  }).length;
  if (mismatched > 0) failures.push(`${mismatched} answers disagree with the stored status`);

  if (mode === 'one-step') {
    const rankOf = (index) => {
      const stored = byEmail.get(emails[index]);
      return stored?.status === 'approved' ? 0 : (stored?.place ?? Infinity);
    };
    const violations = arrivalOrderViolations(results, rankOf);
    if (violations > 0) failures.push(`${violations} guests ahead of someone answered before they asked`);
  }
  if (bulkOrder) {
    // The host's order: the first `capacity` selected are approved, the rest wait in that order.
    const outOfOrder = bulkOrder.filter((email, index) => {
      const stored = byEmail.get(email);
      return index < expectApproved ? stored?.status !== 'approved' : stored?.place !== index - expectApproved + 1;
    }).length;
    if (outOfOrder > 0) failures.push(`${outOfOrder} guests out of the host's order after the bulk approval`);
  }

  const approved = [...byEmail].filter(([, stored]) => stored.status === 'approved').map(([email]) => email);
  const approvedOnce = approved.filter((email) => outcome.approvedMails.get(email) === 1).length;
  const approvalMails = [...outcome.approvedMails.values()].reduce((sum, count) => sum + count, 0);
  if (approvedOnce !== approved.length || approvalMails !== approved.length) {
    failures.push(
      `${approvalMails} approval e-mails queued for ${approved.length} approved guests (${approvedOnce} exactly once)`,
    );
  }
  const twiceWaitlisted = [...outcome.waitlistedMails.values()].filter((count) => count > 1).length;
  if (twiceWaitlisted > 0) failures.push(`${twiceWaitlisted} guests e-mailed their waitlist place more than once`);
  return failures;
}
