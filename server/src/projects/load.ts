import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Project } from '@hearth/contract/projects';
import type { Db } from '../db/client.ts';
import { events, projectAwards, projectMembers, projects, users } from '../db/schema.ts';

/** Projects with their event name, awards and team, in the order of `ids`. */
export async function loadProjects(db: Db, ids: string[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  const [rows, awards, members] = await Promise.all([
    db
      .select({ project: projects, eventName: events.name })
      .from(projects)
      .innerJoin(events, eq(events.id, projects.eventId))
      .where(inArray(projects.id, ids)),
    db.select().from(projectAwards).where(inArray(projectAwards.projectId, ids)),
    db
      .select({ projectId: projectMembers.projectId, id: users.id, name: users.name })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      // Pending invitations are nobody's business but the invited user's (GET /projects/invitations).
      .where(and(inArray(projectMembers.projectId, ids), eq(projectMembers.status, 'accepted')))
      .orderBy(asc(users.name)),
  ]);
  const byId = new Map(rows.map((row) => [row.project.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { project } = row;
    const team = members.filter((member) => member.projectId === id);
    // The creator first, so the dialog and the chips read in a stable order.
    team.sort((a, b) => Number(b.id === project.createdBy) - Number(a.id === project.createdBy));
    return [
      {
        id: project.id,
        name: project.name,
        description: project.description,
        imageSrc: project.imageSrc,
        images: project.imageSrc ? [project.imageSrc, ...project.moreImages] : [],
        techStack: project.techStack,
        slidesURL: project.slidesUrl,
        githubRepoURL: project.githubRepoUrl,
        videoURL: project.videoUrl,
        demoURL: project.demoUrl,
        track: project.track,
        event: { event_id: project.eventId, event_name: row.eventName },
        awards: awards
          .filter((award) => award.projectId === id)
          .map((award) => ({ award_name: award.awardName, award_weight: award.awardWeight }))
          .sort((a, b) => a.award_weight - b.award_weight),
        teamMembers: team.map((member) => ({ member_id: member.id, member_name: member.name })),
        mentors: project.mentors,
        creator_id: project.createdBy,
      },
    ];
  });
}

/**
 * The event page's project order (docs/product/events.md#sections): each event's projects by their lowest award weight,
 * unawarded last, otherwise oldest first; with several events, one event's projects after another's
 * (earliest event first).
 */
export async function listEventProjects(
  db: Db,
  where: { eventId: string } | { eventIds: string[]; projectIds: string[] },
): Promise<Project[]> {
  const condition =
    'eventId' in where
      ? eq(projects.eventId, where.eventId)
      : where.eventIds.length && where.projectIds.length
        ? and(inArray(projects.eventId, where.eventIds), inArray(projects.id, where.projectIds))
        : undefined;
  if (!condition) return [];
  const rows = await db
    .select({ id: projects.id, eventId: projects.eventId })
    .from(projects)
    .innerJoin(events, eq(events.id, projects.eventId))
    .where(condition)
    .orderBy(asc(events.startsAt), asc(events.id), asc(projects.createdAt));
  const eventOrder = new Map<string, number>();
  for (const row of rows) if (!eventOrder.has(row.eventId)) eventOrder.set(row.eventId, eventOrder.size);
  const lowestWeight = (project: Project) => project.awards[0]?.award_weight ?? Number.POSITIVE_INFINITY;
  const group = (project: Project) => eventOrder.get(project.event.event_id) ?? 0;
  const loaded = await loadProjects(
    db,
    rows.map((row) => row.id),
  );
  return loaded.sort((a, b) => group(a) - group(b) || lowestWeight(a) - lowestWeight(b));
}
