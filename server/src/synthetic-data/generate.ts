import type { CompanyImport, TalentImport } from '@hearth/contract/search';
import { ACTIVITIES, CITIES, MIDDLES, PREFIXES, SUFFIXES, activity } from './companies.ts';
import { WELL_KNOWN, WELL_KNOWN_ACTIVITIES } from './well-known.ts';
import type { CompanyFacts, EducationFacts, JobFacts, TalentFacts } from './facts.ts';
import { FIRST_NAMES, KEYWORD_HEADLINES, LAST_NAMES, SCHOOLS } from './people.ts';
import { createRandom, slugify, type Random } from './random.ts';
import { FAMILIES, NEIGHBOURS, family, type Family } from './roles.ts';
import { CV_DOMAINS, DOMAINS, TOPIC_LABELS, topic } from './work.ts';

/**
 * The deterministic demo and benchmark data set: companies that do something
 * specific, and people whose careers (families, levels, founders, the work in each job and the
 * skills it used) are written up in varied words. The same seed always gives the same data; each
 * record carries the facts it was written from (generate/facts.ts), which the relevance benchmark judges by.
 */
export type GeneratedCompany = CompanyImport & { slug: string; isAi: boolean; facts: CompanyFacts };
export type GeneratedTalent = { talent: TalentImport; facts: TalentFacts };

const capitalise = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const withoutArticle = (text: string) => text.replace(/^(an?|the) /, '');

export function generateCompanies(count: number, seed = 7): GeneratedCompany[] {
  const random = createRandom(seed);
  const used = new Map<string, number>();
  const result: GeneratedCompany[] = [];
  for (let index = 0; index < count; index++) {
    const known = WELL_KNOWN[index];
    const suffix = known ? null : random.pick(SUFFIXES);
    const name = known ? known[0] : [random.pick(MIDDLES), random.pick(PREFIXES), suffix!.suffix].filter(Boolean).join(' ');
    const act = activity(known ? (WELL_KNOWN_ACTIVITIES[known[0]] ?? 'payments') : random.pick(suffix!.activities));
    const isAi = known ? known[2] : act.ai;
    const stage: CompanyFacts['stage'] = known ? 'enterprise' : random.weighted(STAGES).stage;
    const city = random.pick(CITIES);
    const customers = random.pick(act.customers);
    const does = known ? known[3] : random.pick(act.does);
    const base = slugify(name);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const slug = seen === 0 ? base : `${base}-${seen + 1}`;
    const partial = !known && random.chance(0.08);
    const product = withoutArticle(act.product);
    const productName = `${name.split(' ')[0]} ${random.pick(['Studio', 'Cloud', 'Copilot', 'Engine', 'Platform'])}`;
    result.push({
      slug,
      isAi,
      facts: { activity: known && !WELL_KNOWN_ACTIVITIES[known[0]] ? 'other' : act.id, ai: isAi, stage, city, customers },
      linkedin_url: `https://www.linkedin.com/company/${slug}`,
      name,
      tagline: partial
        ? null
        : known
          ? capitalise(`${does}.`)
          : random.pick([`${capitalise(product)} for ${customers}`, capitalise(does), `The ${product} ${customers} trust`]),
      description: partial ? null : `${name} ${does}. ${known ? '' : stageSentence(random, stage, city)}`.trim(),
      industry: partial ? null : [known ? known[1] : suffix!.industry],
      website: partial ? null : `https://${slug.replace(/-/g, '')}.com`,
      social_links: partial ? {} : { twitter: `https://x.com/${slug.replace(/-/g, '')}` },
      research: {
        // Research summaries call an AI company one (the demo's "AI" company search finds them).
        ...(isAi
          ? {
              ai_summary: {
                summary:
                  act.tags.length > 0
                    ? `${name} is an AI company: it applies ${act.tags.join(' and ')} to ${product}.`
                    : `${name} is an AI company: it ${does}.`,
                ai_tags: [...act.tags],
              },
            }
          : {}),
        notable_products: known
          ? []
          : [{ name: productName, url: '', description: `${capitalise(product)}: ${does}.`, USP: random.pick(USPS) }],
        competitors: [random.pick(WELL_KNOWN)[0]],
        collaborators: [random.pick(WELL_KNOWN)[0]],
      },
      is_tracked: random.chance(0.05),
    });
  }
  return result;
}

const STAGES = [
  { stage: 'startup' as const, weight: 6 },
  { stage: 'growth' as const, weight: 3 },
  { stage: 'enterprise' as const, weight: 1 },
];
const USPS = ['fastest to deploy', 'runs on-premises', 'best accuracy on its benchmark', 'usage-based pricing'];

function stageSentence(random: Random, stage: CompanyFacts['stage'], city: string) {
  if (stage === 'startup')
    return `A ${random.pick(['seed-stage', 'Series A', 'Series B'])} startup founded in ${2016 + random.int(9)}, ${5 * (1 + random.int(30))} people in ${city}.`;
  if (stage === 'growth')
    return `Founded in ${2010 + random.int(8)}; ${100 * (2 + random.int(13))} people, headquartered in ${city}.`;
  return `Founded in ${1995 + random.int(15)}; ${500 * (4 + random.int(40))} employees worldwide, headquartered in ${city}.`;
}

/** Levels of people's current jobs: 0 junior … 5 head, director or VP. */
const LEVELS = [12, 30, 30, 12, 6, 10].map((weight, level) => ({ level, weight }));
const FOUNDER_TITLES = ['Founder & CEO', 'Co-founder & CTO', 'Co-founder', 'Founder'];
const AI_REPOS = [
  'llm-eval-harness',
  'tiny-diffusion',
  'rag-starter',
  'agent-playground',
  'vit-lab',
  'speech2text-lite',
  'lora-trainer',
];
const REPOS = ['dotfiles', 'react-hooks-kit', 'go-rate-limiter', 'k8s-operator', 'pg-migrate', 'rust-cli-tools', 'budget-app'];

/** One written-up piece of work: the sentence and the skills it names. */
function describeWork(random: Random, topicId: string) {
  const work = topic(topicId);
  const [skill, skill2] = random.pickTwo(work.skills);
  const text = random
    .pick(work.texts)
    .replace('{skill}', skill)
    .replace('{skill2}', skill2)
    .replace('{gpus}', String(random.pick([64, 128, 256, 512, 1024, 2048])))
    .replace('{pct}', String(15 + 5 * random.int(10)))
    .replace('{n}', String(2 + random.int(40)))
    .replace('{size}', random.pick(['7B', '13B', '34B', '70B']))
    .replace('{domain}', random.pick(DOMAINS))
    .replace('{cvdomain}', random.pick(CV_DOMAINS));
  const skills = [skill, skill2].filter((name) => text.includes(name));
  return { text, skills };
}

export function generateTalentsWithFacts(count: number, companies: GeneratedCompany[], seed = 11): GeneratedTalent[] {
  const random = createRandom(seed);
  const aiCompanies = companies.filter((company) => company.isAi);
  const startups = companies.filter((company) => company.facts.stage === 'startup');
  const result: GeneratedTalent[] = [];
  for (let index = 0; index < count; index++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const handle = `${slugify(first)}-${slugify(last)}-${index.toString(36)}`;
    const roll = random.next();
    // A few profiles are a keyword headline with nothing behind it (sign-ups who never filled in a job).
    const headlineOnly = roll < 0.03;
    const main = roll < 0.06 ? family(random.pick(['sales', 'marketing', 'product'])) : random.weighted(FAMILIES);
    const level = random.weighted(LEVELS).level;
    const isFounder = !headlineOnly && main.id !== 'finance' && random.chance(0.07);
    const jobCount = headlineOnly ? 0 : 1 + random.int(4);
    const jobs: { experience: TalentImport['experiences'][number]; facts: JobFacts }[] = [];
    for (let job = 0; job < jobCount; job++) {
      const current = job === 0;
      const jobFamily = current || random.chance(0.75) ? main : family(random.pick(NEIGHBOURS[main.id] ?? [main.id]));
      const jobLevel = Math.max(0, Math.min(4, level) - job + random.int(2));
      if (current && isFounder) jobs.push(founderJob(random, main, startups, companies));
      else jobs.push(ordinaryJob({ random, family: jobFamily, level: jobLevel, current, companies, aiCompanies }));
    }
    const education = educationOf(random, main);
    const phdStudent = education.facts.some((degree) => degree.level === 'PhD') && level <= 1 && main.ai && random.chance(0.3);
    const repos = random.int(main.ai ? 4 : 3);
    const talent: TalentImport = {
      id: random.uuid(),
      name: `${first} ${last}`,
      headline:
        headlineOnly || roll < 0.06
          ? random.pick(KEYWORD_HEADLINES)
          : phdStudent
            ? random.pick([`CS PhD @ ${education.facts[0]!.school}`, `PhD student at ${education.facts[0]!.school}`])
            : headlineOf(random, jobs),
      email: random.chance(0.3) ? null : `${handle}@example.com`,
      photoURL: null,
      linkedInURL: `https://www.linkedin.com/in/${handle}`,
      githubURL: repos > 0 ? `https://github.com/${handle}` : null,
      twitterURL: random.chance(0.35) ? `https://x.com/${handle.replace(/-/g, '_')}` : null,
      ai_project:
        main.ai && random.chance(0.3) ? `Built ${random.pick(ACTIVITIES.filter((a) => a.ai)).product} at a hackathon.` : null,
      experiences: jobs.map((job) => job.experience),
      education: education.entries,
      github_projects: Array.from({ length: repos }, () => {
        const aiRepo = main.ai && random.chance(0.7);
        const repo = aiRepo ? random.pick(AI_REPOS) : random.pick(REPOS);
        const about = describeWork(random, random.pick(main.topics));
        return {
          name: `${handle}/${repo}`,
          url: `https://github.com/${handle}/${repo}`,
          description: `Experiments with ${about.skills[0] ?? random.pick(topic(main.topics[0]!).skills)}.`,
          stars: Math.floor(Math.exp(random.next() * 8)) - 1,
          is_ai: aiRepo,
        };
      }),
    };
    result.push({ talent, facts: { jobs: jobs.map((job) => job.facts), education: education.facts, evidence: !headlineOnly } });
  }
  return result;
}

export function generateTalents(count: number, companies: GeneratedCompany[], seed = 11): TalentImport[] {
  return generateTalentsWithFacts(count, companies, seed).map((generated) => generated.talent);
}

function ordinaryJob(options: {
  random: Random;
  family: Family;
  level: number;
  current: boolean;
  companies: GeneratedCompany[];
  aiCompanies: GeneratedCompany[];
}) {
  const { random, family: jobFamily, level, current, companies, aiCompanies } = options;
  const company =
    jobFamily.ai && aiCompanies.length > 0 && random.chance(0.7) ? random.pick(aiCompanies) : random.pick(companies);
  const companyTopic = activityTopic(company);
  // People mostly work on what their company does, when that is their kind of work.
  const topicIds =
    companyTopic && jobFamily.topics.includes(companyTopic) && random.chance(0.6)
      ? [companyTopic]
      : [random.pick(jobFamily.topics)];
  if (random.chance(0.35)) topicIds.push(random.pick(jobFamily.topics));
  const unique = [...new Set(topicIds)];
  const works = unique.map((id) => describeWork(random, id));
  const founding =
    company.facts.stage === 'startup' &&
    level >= 1 &&
    level <= 3 &&
    !['sales', 'marketing', 'finance', 'product', 'design'].includes(jobFamily.id) &&
    random.chance(0.12);
  const title = founding
    ? random.pick(['Founding Engineer', `Founding ${jobFamily.titles[1]![0]!}`])
    : random.pick(jobFamily.titles[level]!);
  return {
    experience: {
      title,
      company: company.name ?? company.slug,
      company_id: random.chance(0.85) ? company.slug : null,
      description: works.map((work) => work.text).join(' '),
      is_ai: jobFamily.ai,
    },
    facts: jobFacts({
      family: jobFamily.id,
      level,
      topics: unique,
      skills: works.flatMap((w) => w.skills),
      company,
      current,
      founder: false,
      founding,
    }),
  };
}

function founderJob(random: Random, main: Family, startups: GeneratedCompany[], companies: GeneratedCompany[]) {
  const fitting = startups.filter((company) => main.topics.includes(activityTopic(company) ?? ''));
  const company = random.pick(fitting.length > 0 ? fitting : startups.length > 0 ? startups : companies);
  const act = activity(company.facts.activity === 'other' ? 'payments' : company.facts.activity);
  const topics = act.topic ? [act.topic] : [];
  const work = act.topic && random.chance(0.6) ? describeWork(random, act.topic) : null;
  const description = `${random.pick(['Founded', 'Started', 'Co-founded'])} ${company.name} to build ${act.product}; ${random.pick(
    ['raised a seed round', 'raised a $12M Series A', 'grew the team to 15 people', 'signed the first ten customers'],
  )}.${work ? ` ${work.text}` : ''}`;
  return {
    experience: {
      title: random.pick(FOUNDER_TITLES),
      company: company.name ?? company.slug,
      company_id: random.chance(0.85) ? company.slug : null,
      description,
      is_ai: company.isAi,
    },
    facts: jobFacts({
      family: main.id,
      level: 5,
      topics,
      skills: work?.skills ?? [],
      company,
      current: true,
      founder: true,
      founding: false,
    }),
  };
}

function jobFacts(options: {
  family: string;
  level: number;
  topics: string[];
  skills: string[];
  company: GeneratedCompany;
  current: boolean;
  founder: boolean;
  founding: boolean;
}): JobFacts {
  const { company } = options;
  return {
    family: options.family,
    level: options.level,
    topics: options.topics,
    skills: options.skills,
    company: company.name ?? company.slug,
    startup: company.facts.stage === 'startup',
    aiCompany: company.isAi,
    founder: options.founder,
    foundingEngineer: options.founding,
    current: options.current,
  };
}

const activityTopic = (company: GeneratedCompany) =>
  company.facts.activity === 'other' ? null : activity(company.facts.activity).topic;

function educationOf(random: Random, main: Family) {
  const degree = random.pick(main.degrees);
  const [level, ...field] = degree.split(' ');
  const school = random.pick(SCHOOLS);
  const facts: EducationFacts[] = [{ school, level: level!, field: field.join(' ') }];
  const research = TOPIC_LABELS[random.pick(main.topics)];
  const entries = [
    {
      school,
      degree_name: degree,
      description: (level === 'PhD' || level === 'MS') && research && random.chance(0.5) ? `Thesis on ${research}.` : '',
    },
  ];
  if ((level === 'PhD' || level === 'MS') && random.chance(0.5)) {
    const undergraduate = random.pick(SCHOOLS);
    facts.push({ school: undergraduate, level: 'BS', field: 'Computer Science' });
    entries.push({ school: undergraduate, degree_name: 'BS Computer Science', description: '' });
  }
  return { facts, entries };
}

function headlineOf(random: Random, jobs: { experience: TalentImport['experiences'][number]; facts: JobFacts }[]) {
  const [latest, previous] = jobs;
  const { title, company } = latest!.experience;
  const style = random.next();
  if (style < 0.45) return `${title} @ ${company}`;
  if (style < 0.6) return `${title} at ${company}`;
  if (style < 0.7) return title;
  if (style < 0.85 && latest!.facts.skills.length > 0) return `${title} | ${latest!.facts.skills.join(' · ')}`;
  if (previous) return `${title} @ ${company}, ex-${previous.experience.company}`;
  return `${title} @ ${company}`;
}
