import { eq } from 'drizzle-orm';
import type { IssueReportSchema } from '@hearth/contract/issues';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { issueReports, users } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/jobs.ts';

/** Stores the report and e-mails every admin (ADMIN_EMAILS and users with role admin). */
export async function reportIssue(options: {
  db: Db;
  jobs: JobQueue;
  adminEmails: Set<string>;
  reporterId: string | null;
  input: z.output<typeof IssueReportSchema>;
}) {
  const { db, input } = options;
  await db.transaction(async (tx) => {
    await tx.insert(issueReports).values({ ...input, userId: options.reporterId });
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    const recipients = new Set(options.adminEmails);
    for (const admin of admins) if (admin.email) recipients.add(admin.email);
    if (recipients.size === 0) return;
    await enqueueMail(options.jobs, tx, {
      to: [...recipients],
      subject: `Hearth issue report${input.name ? ` from ${input.name}` : ''}`,
      text: `Contact: ${input.email || '(none given)'}\nName: ${input.name || '(none given)'}\n\n${input.issue}\n`,
    });
  });
}
