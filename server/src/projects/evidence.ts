import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projectMembers } from '../db/schema.ts';

/**
 * Everyone on a project's team, invited or accepted, read before a change: their talent search
 * evidence (docs/product/search.md#evidence) is made again after it, which may remove the project.
 */
export async function teamOf(tx: Db, projectId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return rows.map((row) => row.userId);
}
