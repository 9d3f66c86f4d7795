import { z } from 'zod';

/** The issue report of docs/product/site-and-layout.md#footer: no validation, so only sizes are bounded. */
export const IssueReportSchema = z.object({
  email: z.string().trim().max(254).default(''),
  name: z.string().trim().max(200).default(''),
  issue: z.string().trim().min(1, 'Please describe the issue').max(5000),
});
export type IssueReport = z.input<typeof IssueReportSchema>;
