import { like } from 'drizzle-orm';
import { slugWithDate, timestampFromLocal, localDateAndTime } from '@hearth/contract/event-dates';
import type { Db } from '../db/client.ts';
import {
  projectAwards,
  projectMembers,
  projects,
  users,
  type PersonRow,
  type SponsorRow,
  type TechPartnerRow,
  type CohostRow,
} from '../db/schema.ts';
import { makeEvent, makeRegistration } from './rows.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A start `days` from today at `time` in Los Angeles, so demo dates stay relative to now. */
function startIn(days: number, time: string): Date {
  const { date } = localDateAndTime(Date.now() + days * DAY);
  return new Date(timestampFromLocal(date, time));
}

const sponsors: SponsorRow[] = [
  { name: 'Lumen AI', sponsorURL: 'lumen.ai', description: 'Inference at the edge', imageSrc: '' },
  { name: 'VectorWorks', sponsorURL: 'https://vectorworks.dev', description: 'Embeddings as a service', imageSrc: '' },
  { name: 'GPU Garage', sponsorURL: 'gpugarage.io', description: 'Compute credits for builders', imageSrc: '' },
];
const techPartners: TechPartnerRow[] = [
  { name: 'OpenWeights', websiteURL: 'openweights.org', description: 'Open model hub', imageSrc: '' },
  { name: 'Trace Labs', websiteURL: 'https://tracelabs.dev', description: 'LLM observability', imageSrc: '' },
];
const cohosts: CohostRow[] = [
  { name: 'Bay Area AI Club', cohostURL: 'bayareaai.club', description: 'Student builders', imageSrc: '' },
];
const speakers: PersonRow[] = [
  { name: 'Priya Natarajan', userID: null, title: 'Head of Research, Lumen AI' },
  { name: 'Marcus Webb', userID: null, title: 'Founder, agentkit.dev' },
  { name: 'Sofia Lindqvist', userID: null, title: 'Staff Engineer, VectorWorks' },
];
const judges: PersonRow[] = [
  { name: 'Hana Kim', userID: null, title: 'Partner, Foundry Ventures' },
  { name: 'Omar Haddad', userID: null, title: 'CTO, Trace Labs' },
];

const poster = (type: string) => `/demo/posters/${type}.svg`;
const description = (lines: string[]) => lines.join('\n\n');

/**
 * Demo events (docs/architecture.md#environment): upcoming and past events of every type with posters, sponsors,
 * speakers and judges, a few guests and projects. Called from demo/seed.ts on an empty database.
 */
export async function seedDemoEvents(options: { db: Db }) {
  const { db } = options;
  const people = await db.select({ id: users.id, name: users.name }).from(users).where(like(users.email, '%@demo.hearth.local'));
  const plan = [
    {
      slug: 'agents-hackathon',
      name: 'Agents Hackathon',
      type: 'hackathon',
      days: 6,
      time: '09:30',
      access: 'public',
      full: true,
    },
    {
      slug: 'builders-meetup',
      name: 'AI Builders Meetup',
      type: 'meetup',
      days: 0,
      time: '18:00',
      access: 'public',
      full: false,
    },
    {
      slug: 'ai-infra-conference',
      name: 'AI Infra Conference',
      type: 'conference',
      days: 13,
      time: '09:00',
      access: 'public',
      full: true,
    },
    {
      slug: 'evals-workshop',
      name: 'Evals in Practice Workshop',
      type: 'workshop',
      days: 20,
      time: '14:00',
      access: 'member',
      full: false,
    },
    { slug: 'founders-dinner', name: 'Founders Dinner', type: 'meetup', days: 9, time: '19:00', access: 'unlisted', full: false },
    {
      slug: 'robotics-hack',
      name: 'Robotics Hack (draft)',
      type: 'hackathon',
      days: 45,
      time: '10:00',
      access: 'admin',
      full: true,
    },
    {
      slug: 'winter-hackathon',
      name: 'Winter Hackathon',
      type: 'hackathon',
      days: -30,
      time: '09:00',
      access: 'public',
      full: true,
    },
    {
      slug: 'rag-workshop',
      name: 'RAG from Scratch Workshop',
      type: 'workshop',
      days: -12,
      time: '13:00',
      access: 'public',
      full: false,
    },
    { slug: 'llm-summit', name: 'LLM Summit', type: 'conference', days: -60, time: '09:00', access: 'public', full: true },
    {
      slug: 'open-source-ai-meetup',
      name: 'Open Source AI Meetup',
      type: 'meetup',
      days: -5,
      time: '18:30',
      access: 'public',
      full: false,
    },
  ] as const;

  for (const item of plan) {
    const startsAt = startIn(item.days, item.time);
    const event = await makeEvent(db, {
      slug: slugWithDate(item.slug, startsAt.getTime()),
      name: item.name,
      type: item.type,
      access: item.access,
      startsAt,
      location: 'Hearth House, 500 Howard St, San Francisco, CA',
      imageSrc: poster(item.type),
      showGuests: item.type !== 'conference',
      requireDefaultQuestions: item.type === 'hackathon',
      questions: item.type === 'hackathon' ? ['What do you want to build?*', 'Are you looking for a team?'] : [],
      description: description([
        `${item.name} brings together people who build with AI.`,
        item.type === 'hackathon'
          ? 'Form a team, ship a working prototype in a day, and demo it to the judges. Meals, compute credits and mentors are on us.'
          : item.type === 'workshop'
            ? 'A hands-on session: bring a laptop, leave with working code and a checklist you can use at work.'
            : item.type === 'conference'
              ? 'Talks from people running models in production, followed by office hours with the speakers.'
              : 'Lightning demos, good food and conversations with builders from around the Bay.',
      ]),
      speakers: item.full ? speakers : speakers.slice(0, 1),
      judges: item.type === 'hackathon' ? judges : [],
      sponsors: item.full ? sponsors : sponsors.slice(0, 1),
      techPartners: item.full ? techPartners : [],
      cohosts: item.type === 'meetup' || item.type === 'hackathon' ? cohosts : [],
    });
    // Guests: the first few demo people are approved, one waits.
    for (const [index, person] of people.entries()) {
      if (index > 3) break;
      await makeRegistration(db, { eventId: event.id, userId: person.id, status: index === 3 ? 'pending' : 'approved' });
    }
    if (item.slug === 'winter-hackathon' && people.length >= 4) await seedProjects(db, event.id, people);
  }
}

async function seedProjects(db: Db, eventId: string, people: { id: string }[]) {
  const rows = await db
    .insert(projects)
    .values([
      {
        name: 'PaperPilot',
        description: 'An agent that reads papers and writes the related-work section.',
        techStack: 'Python, LangGraph, Postgres',
        eventId,
      },
      {
        name: 'ShelfSense',
        description: 'Vision model that spots empty shelves from store cameras.',
        techStack: 'PyTorch, ONNX, React',
        eventId,
      },
      {
        name: 'VoiceNotes',
        description: 'Turns meeting audio into tasks in your tracker.',
        techStack: 'Whisper, TypeScript',
        eventId,
      },
    ])
    .returning({ id: projects.id });
  const [first, second, third] = rows;
  if (!first || !second || !third) return;
  await db.insert(projectAwards).values([
    { projectId: second.id, awardName: 'Grand Prize', awardWeight: 1 },
    { projectId: first.id, awardName: 'Runner-up', awardWeight: 2 },
    { projectId: third.id, awardName: 'Best Demo', awardWeight: 3 },
  ]);
  await db.insert(projectMembers).values([
    { projectId: first.id, userId: people[0]!.id },
    { projectId: first.id, userId: people[1]!.id },
    { projectId: second.id, userId: people[2]!.id },
    { projectId: third.id, userId: people[3]!.id },
  ]);
}
