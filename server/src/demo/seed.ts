import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { makeUser } from './rows.ts';
import { seedDemoEvents } from './events.ts';
import { seedDemoProjects } from '../projects/seed.ts';
import { refreshEvidence, seedSearchDemo } from '../search/index.ts';

export const DEMO_ADMIN_EMAIL = 'admin@hearth.local';

const demoPeople = [
  { name: 'Ada Park', headline: 'ML engineer @ Lumen AI', handle: 'ada-park', github: 'https://github.com/adapark' },
  { name: 'Bilal Rahman', headline: 'Founder @ agentkit.dev', handle: 'bilal-rahman', github: 'https://github.com/bilalr' },
  { name: 'Chiara Conti', headline: 'CS PhD @ Stanford SAIL', handle: 'chiara-conti', github: null },
  {
    name: 'Diego Alvarez',
    headline: 'Full-stack dev, LLM tooling',
    handle: 'diego-alvarez',
    github: 'https://github.com/dalvarez',
  },
  { name: 'Emi Tanaka', headline: 'Product designer for AI products', handle: 'emi-tanaka', github: null },
];

/** Fills an empty database with a demo admin and a few people (docs/architecture.md#environment demo data). */
export async function seedDemoData(options: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = options;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  await makeUser(db, {
    email: DEMO_ADMIN_EMAIL,
    name: 'Hearth Admin',
    headline: 'Community lead @ Hearth',
    linkedinUrl: 'https://www.linkedin.com/in/hearth-admin',
    role: 'admin',
    adminSource: 'granted',
  });
  for (const person of demoPeople) {
    await makeUser(db, {
      email: `${person.handle}@demo.hearth.local`,
      name: person.name,
      headline: person.headline,
      linkedinUrl: `https://www.linkedin.com/in/${person.handle}`,
      githubUrl: person.github,
    });
  }
  await seedDemoEvents({ db });
  await seedDemoProjects({ db });
  await refreshEvidence(db);
  await seedSearchDemo({ db, log });
  log.info(`demo data created; sign in as ${DEMO_ADMIN_EMAIL} (the link is in the console and DATA_DIR/outbox)`);
}
