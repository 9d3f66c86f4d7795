import { and, like, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { events, projectAwards, projectMembers, projects, users } from '../db/schema.ts';
import { projectColumns } from './columns.ts';
import demoProjects from './demo-projects.json' with { type: 'json' };

/** Demo projects on past events (slug prefixes of demo/events.ts), teams by demo e-mail. */
const DemoProjectSchema = z.strictObject({
  event: z.string(),
  name: z.string(),
  description: z.string(),
  techStack: z.string(),
  githubRepoURL: z.string().optional(),
  slidesURL: z.string().optional(),
  team: z.array(z.string()),
  awards: z.array(z.strictObject({ name: z.string(), weight: z.number().int() })).optional(),
});

const parsed = z.array(DemoProjectSchema).safeParse(demoProjects);
if (!parsed.success) throw new Error(`projects/demo-projects.json:\n${z.prettifyError(parsed.error)}`);
const plan = parsed.data;

/** Demo projects with teams and awards on past events (docs/architecture.md#environment); after seedDemoEvents. */
export async function seedDemoProjects(options: { db: Db }) {
  const { db } = options;
  const people = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((user) => [user.email ?? '', user.id]),
  );
  for (const item of plan) {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(like(events.slug, `${item.event}-%`), lt(events.startsAt, new Date())))
      .limit(1);
    if (!event) continue;
    const team = item.team.flatMap((email) => (people.has(email) ? [people.get(email)!] : []));
    const [row] = await db
      .insert(projects)
      .values({ ...projectColumns(item), eventId: event.id, createdBy: team[0] ?? null })
      .returning({ id: projects.id });
    if (!row) continue;
    if (team.length) await db.insert(projectMembers).values(team.map((userId) => ({ projectId: row.id, userId })));
    if (item.awards?.length) {
      await db
        .insert(projectAwards)
        .values(item.awards.map((award) => ({ projectId: row.id, awardName: award.name, awardWeight: award.weight })));
    }
  }
}
