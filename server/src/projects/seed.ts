import { and, like, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, projectAwards, projectMembers, projects, users } from '../db/schema.ts';
import { projectColumns } from './columns.ts';

type DemoProject = {
  event: string;
  name: string;
  description: string;
  techStack: string;
  githubRepoURL?: string;
  slidesURL?: string;
  team: string[];
  awards?: { name: string; weight: number }[];
};

/** Demo projects on past events (slug prefixes of demo/events.ts), teams by demo e-mail. */
const plan: DemoProject[] = [
  {
    event: 'rag-workshop',
    name: 'DocuChat',
    description: 'Ask questions of a folder of PDFs, with citations to the page.',
    techStack: 'TypeScript, pgvector, OpenAI',
    githubRepoURL: 'https://github.com/adapark/docuchat',
    team: ['ada-park@demo.hearth.local', 'admin@hearth.local'],
    awards: [{ name: 'Best RAG Pipeline', weight: 1 }],
  },
  {
    event: 'rag-workshop',
    name: 'Chunky',
    description: 'Compares chunking strategies on your own corpus and picks the best one.',
    techStack: 'Python, LlamaIndex',
    team: ['chiara-conti@demo.hearth.local'],
    awards: [{ name: 'Most Practical', weight: 2 }],
  },
  {
    event: 'rag-workshop',
    name: 'Retrieval Bench',
    description: 'A small harness that scores retrieval quality on every commit.',
    techStack: 'Python, pytest, GitHub Actions',
    team: ['diego-alvarez@demo.hearth.local', 'emi-tanaka@demo.hearth.local'],
  },
  {
    event: 'open-source-ai-meetup',
    name: 'TinyAgents',
    description: 'A 300-line agent framework you can read in one sitting.',
    techStack: 'Python',
    githubRepoURL: 'https://github.com/bilalr/tinyagents',
    slidesURL: 'https://slides.example.com/tinyagents',
    team: ['bilal-rahman@demo.hearth.local', 'diego-alvarez@demo.hearth.local'],
    awards: [
      { name: 'Crowd Favourite', weight: 1 },
      { name: 'Best Open Source', weight: 4 },
    ],
  },
  {
    event: 'llm-summit',
    name: 'Prompt Diff',
    description: 'Shows how a prompt change moves your eval scores, side by side.',
    techStack: 'React, FastAPI',
    team: ['emi-tanaka@demo.hearth.local', 'admin@hearth.local'],
    awards: [{ name: 'Best Demo', weight: 3 }],
  },
];

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
