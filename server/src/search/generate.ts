import type { CompanyImport, TalentImport } from '@hearth/contract/search';

/**
 * The deterministic demo and benchmark data set (issue 7): real-looking companies, titles,
 * schools, AI and non-AI careers. The same seed always gives the same people and companies.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16));
    hex[12] = '4';
    hex[16] = ((int(4) + 8) as number).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  /** Two different items. */
  const pickTwo = <T>(items: readonly T[]): [T, T] => {
    const first = int(items.length);
    const second = (first + 1 + int(items.length - 1)) % items.length;
    return [items[first]!, items[second]!];
  };
  return { next, int, pick, pickTwo, chance, uuid };
}
export type Random = ReturnType<typeof createRandom>;

const WELL_KNOWN = [
  ['Google', 'Internet', true],
  ['Meta', 'Internet', true],
  ['Microsoft', 'Software Development', true],
  ['Apple', 'Consumer Electronics', false],
  ['Amazon', 'Internet', false],
  ['Netflix', 'Entertainment', false],
  ['Stripe', 'Financial Services', false],
  ['OpenAI', 'Artificial Intelligence', true],
  ['Anthropic', 'Artificial Intelligence', true],
  ['Google DeepMind', 'Artificial Intelligence', true],
  ['NVIDIA', 'Computer Hardware', true],
  ['Databricks', 'Software Development', true],
  ['Snowflake', 'Software Development', false],
  ['Airbnb', 'Internet', false],
  ['Uber', 'Internet', false],
  ['Shopify', 'Internet', false],
  ['Figma', 'Software Development', false],
  ['Notion', 'Software Development', false],
  ['Vercel', 'Software Development', false],
  ['Hugging Face', 'Artificial Intelligence', true],
  ['Cohere', 'Artificial Intelligence', true],
  ['Mistral AI', 'Artificial Intelligence', true],
  ['Scale AI', 'Artificial Intelligence', true],
  ['Palantir', 'Software Development', true],
  ['Salesforce', 'Software Development', false],
  ['IBM', 'Information Technology', true],
  ['Intel', 'Computer Hardware', false],
  ['Tesla', 'Automotive', true],
  ['SpaceX', 'Aerospace', false],
  ['Coinbase', 'Financial Services', false],
  ['Plaid', 'Financial Services', false],
  ['Datadog', 'Software Development', false],
  ['Cloudflare', 'Computer & Network Security', false],
  ['GitHub', 'Software Development', true],
  ['Atlassian', 'Software Development', false],
  ['Twilio', 'Software Development', false],
  ['Pinterest', 'Internet', true],
  ['Dropbox', 'Software Development', false],
  ['Adobe', 'Software Development', true],
  ['LinkedIn', 'Internet', true],
  ['Reddit', 'Internet', false],
  ['DoorDash', 'Internet', false],
  ['Instacart', 'Internet', false],
  ['Ramp', 'Financial Services', false],
  ['Replit', 'Software Development', true],
  ['Perplexity', 'Artificial Intelligence', true],
  ['Runway', 'Artificial Intelligence', true],
  ['Character.AI', 'Artificial Intelligence', true],
  ['Stability AI', 'Artificial Intelligence', true],
  ['Weights & Biases', 'Software Development', true],
  ['Pinecone', 'Software Development', true],
  ['LangChain', 'Software Development', true],
  ['Anyscale', 'Software Development', true],
  ['Together AI', 'Artificial Intelligence', true],
  ['Cerebras', 'Computer Hardware', true],
  ['McKinsey & Company', 'Management Consulting', false],
  ['Goldman Sachs', 'Financial Services', false],
  ['JPMorgan Chase', 'Financial Services', false],
  ['Accenture', 'Information Technology', false],
] as const;
const PREFIXES = [
  'Lumen',
  'Nimbus',
  'Quanta',
  'Vector',
  'Atlas',
  'Nova',
  'Orbit',
  'Helix',
  'Cobalt',
  'Ember',
  'Pioneer',
  'Summit',
  'Harbor',
  'Cedar',
  'Beacon',
  'Arc',
  'Flux',
  'Kite',
  'Prism',
  'Tidal',
  'Sierra',
  'Juniper',
  'Onyx',
  'Zephyr',
  'Granite',
  'Polar',
  'Ridge',
  'Signal',
  'Meridian',
  'Northstar',
  'Aster',
  'Boreal',
  'Cinder',
  'Delta',
  'Fathom',
  'Gale',
  'Halo',
  'Ion',
  'Lattice',
  'Mosaic',
];
const SUFFIXES = [
  ['AI', 'Artificial Intelligence', true],
  ['Labs', 'Software Development', true],
  ['Robotics', 'Robotics', true],
  ['Health', 'Hospital & Health Care', false],
  ['Analytics', 'Software Development', false],
  ['Systems', 'Information Technology', false],
  ['Bio', 'Biotechnology', true],
  ['Data', 'Software Development', true],
  ['Security', 'Computer & Network Security', false],
  ['Cloud', 'Software Development', false],
  ['Finance', 'Financial Services', false],
  ['Logistics', 'Logistics', false],
  ['Energy', 'Renewable Energy', false],
  ['Studio', 'Design', false],
  ['Learning', 'E-Learning', true],
] as const;
const MIDDLES = [
  '',
  'Deep',
  'Open',
  'Blue',
  'Bright',
  'True',
  'Quantum',
  'Green',
  'Swift',
  'Clear',
  'Neural',
  'Hyper',
  'Silver',
  'First',
  'Iron',
  'Red',
  'Next',
  'Wild',
  'Core',
  'Sky',
  'Urban',
  'Solid',
  'Pure',
  'Prime',
  'Metro',
];
const AI_PRODUCTS = [
  'an agent platform',
  'a code assistant',
  'a retrieval API',
  'a speech model',
  'a vision inspection system',
  'an LLM evaluation suite',
  'a model-serving runtime',
  'a copilot for analysts',
];
const PRODUCTS = [
  'a payments API',
  'a scheduling app',
  'a logistics dashboard',
  'a developer portal',
  'a mobile bank',
  'an observability suite',
  'a design tool',
  'a fleet tracker',
];
const AI_TAGS = [
  'LLMs',
  'agents',
  'computer vision',
  'RAG',
  'speech',
  'robotics',
  'MLOps',
  'generative AI',
  'recommendations',
  'foundation models',
];
const FIRST = [
  'Ada',
  'Bilal',
  'Chiara',
  'Diego',
  'Emi',
  'Farah',
  'Gabriel',
  'Hana',
  'Ivan',
  'Jia',
  'Kofi',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aarav',
  'Beatriz',
  'Chen',
  'Daniela',
  'Elias',
  'Fatima',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kai',
  'Leila',
  'Marco',
  'Noor',
  'Olivia',
  'Pablo',
  'Ravi',
  'Sofia',
  'Theo',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zain',
];
const LAST = [
  'Park',
  'Rahman',
  'Conti',
  'Alvarez',
  'Tanaka',
  'Haddad',
  'Silva',
  'Kim',
  'Petrov',
  'Li',
  'Mensah',
  'Fischer',
  'Rossi',
  'Khan',
  'Nguyen',
  'Patel',
  'Murphy',
  'Garcia',
  'Okafor',
  'Singh',
  'Cohen',
  'Novak',
  'Zhang',
  'Lopez',
  'Yilmaz',
  'Dubois',
  'Sharma',
  'Costa',
  'Wang',
  'Moreno',
  'Berg',
  'Ali',
  'Brown',
  'Sato',
  'Walsh',
  'Schmidt',
  'Chen',
  'Nasser',
  'Bianchi',
  'Osei',
  'Martin',
  'Herrera',
  'Iyer',
  'Kowalski',
  'Andersen',
  'Ortiz',
  'Wu',
  'Hughes',
  'Reyes',
  'Lindqvist',
];
const AI_TITLES = [
  'Machine Learning Engineer',
  'Research Scientist',
  'Applied Scientist',
  'Data Scientist',
  'AI Engineer',
  'ML Infrastructure Engineer',
  'NLP Engineer',
  'Computer Vision Engineer',
  'Research Engineer',
  'Head of AI',
];
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Product Manager',
  'Product Designer',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Engineering Manager',
  'Data Analyst',
  'Security Engineer',
  'Mobile Engineer',
  'Solutions Architect',
  'Account Executive',
  'Marketing Manager',
  'Financial Analyst',
  'Mechanical Engineer',
];
const FOUNDER_TITLES = ['Founder', 'Co-founder & CTO', 'Co-founder & CEO'];
const AI_SKILLS = [
  'PyTorch',
  'TensorFlow',
  'JAX',
  'transformers',
  'LLM fine-tuning',
  'RLHF',
  'diffusion models',
  'retrieval-augmented generation',
  'computer vision',
  'speech recognition',
  'recommendation systems',
  'CUDA',
];
const SKILLS = [
  'React',
  'TypeScript',
  'Go',
  'Rust',
  'Kubernetes',
  'PostgreSQL',
  'Kafka',
  'Swift',
  'Kotlin',
  'GraphQL',
  'AWS',
  'Terraform',
  'Figma',
  'Java',
  'Django',
  'Python',
];
const AI_WORK = [
  'trained and shipped ranking models',
  'fine-tuned LLMs for customer support',
  'built an evaluation pipeline for generative models',
  'scaled distributed training to 512 GPUs',
  'built a retrieval stack over 2B documents',
  'led a computer vision team for quality inspection',
];
const WORK = [
  'rebuilt the checkout flow',
  'cut API latency by 40%',
  'migrated services to Kubernetes',
  'led a team of six engineers',
  'launched the mobile app',
  'designed the billing system',
  'ran growth experiments',
  'owned the on-call and reliability program',
];
const SCHOOLS = [
  'Stanford University',
  'MIT',
  'UC Berkeley',
  'Carnegie Mellon University',
  'University of Washington',
  'Georgia Tech',
  'University of Toronto',
  'ETH Zurich',
  'University of Cambridge',
  'University of Oxford',
  'IIT Bombay',
  'Tsinghua University',
  'University of Waterloo',
  'UCLA',
  'University of Michigan',
  'Cornell University',
  'Harvard University',
  'Princeton University',
  'NYU',
  'UT Austin',
  'EPFL',
  'National University of Singapore',
];
const AI_DEGREES = [
  'PhD Computer Science',
  'MS Computer Science',
  'PhD Machine Learning',
  'MS Statistics',
  'BS Computer Science',
];
const DEGREES = [
  'BS Computer Science',
  'BS Electrical Engineering',
  'BA Economics',
  'MBA',
  'BS Mathematics',
  'BS Mechanical Engineering',
  'BDes Design',
  'MS Computer Science',
];
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

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type GeneratedCompany = CompanyImport & { slug: string; isAi: boolean };

export function generateCompanies(count: number, seed = 7): GeneratedCompany[] {
  const random = createRandom(seed);
  const used = new Map<string, number>();
  const result: GeneratedCompany[] = [];
  for (let index = 0; index < count; index++) {
    let name: string;
    let industry: string;
    let isAi: boolean;
    if (index < WELL_KNOWN.length) {
      [name, industry, isAi] = WELL_KNOWN[index]!;
    } else {
      const suffix = random.pick(SUFFIXES);
      const middle = random.pick(MIDDLES);
      name = [middle, random.pick(PREFIXES), suffix[0]].filter(Boolean).join(' ');
      industry = suffix[1];
      isAi = suffix[2] || random.chance(0.25);
    }
    const base = slugify(name);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const slug = seen === 0 ? base : `${base}-${seen + 1}`;
    const product = isAi ? random.pick(AI_PRODUCTS) : random.pick(PRODUCTS);
    const tags = isAi ? random.pickTwo(AI_TAGS) : [];
    const partial = random.chance(0.08);
    result.push({
      slug,
      isAi,
      linkedin_url: `https://www.linkedin.com/company/${slug}`,
      name,
      tagline: partial
        ? null
        : `${isAi ? 'AI-native' : 'Modern'} ${product.replace(/^an? /, '')} for ${random.pick(['startups', 'enterprises', 'developers', 'hospitals', 'retailers', 'banks', 'factories'])}`,
      description: partial
        ? null
        : `${name} builds ${product}. Founded in ${2005 + random.int(19)}, the team of ${10 * (1 + random.int(300))} works from ${random.pick(['San Francisco', 'New York', 'London', 'Berlin', 'Toronto', 'Bangalore', 'Paris', 'Singapore', 'Austin', 'Seattle'])}.`,
      industry: partial ? null : [industry],
      website: partial ? null : `https://${slug.replace(/-/g, '')}.com`,
      social_links: partial ? {} : { twitter: `https://x.com/${slug.replace(/-/g, '')}` },
      research: isAi
        ? {
            ai_summary: { summary: `${name} applies ${tags.join(' and ')} to ${product.replace(/^an? /, '')}.`, ai_tags: tags },
            notable_products: [
              {
                name: `${name.split(' ')[0]} ${random.pick(['Studio', 'Cloud', 'Copilot', 'Engine'])}`,
                url: '',
                description: `Flagship: ${product}.`,
                USP: random.pick([
                  'fastest to deploy',
                  'runs on-premises',
                  'best accuracy on its benchmark',
                  'usage-based pricing',
                ]),
              },
            ],
            competitors: [random.pick(WELL_KNOWN)[0]],
            collaborators: [random.pick(WELL_KNOWN)[0]],
          }
        : { notable_products: [], competitors: [], collaborators: [] },
      is_tracked: random.chance(0.05),
    });
  }
  return result;
}

export function generateTalents(count: number, companies: GeneratedCompany[], seed = 11): TalentImport[] {
  const random = createRandom(seed);
  const aiCompanies = companies.filter((company) => company.isAi);
  const result: TalentImport[] = [];
  for (let index = 0; index < count; index++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const handle = `${slugify(first)}-${slugify(last)}-${index.toString(36)}`;
    const isAi = random.chance(0.4);
    const jobs = 1 + random.int(4);
    const experiences = Array.from({ length: jobs }, (_, job) => {
      const aiJob = isAi && (job === 0 || random.chance(0.6));
      const company = aiJob && aiCompanies.length > 0 && random.chance(0.7) ? random.pick(aiCompanies) : random.pick(companies);
      const founder = job === 0 && random.chance(0.06);
      const title = founder ? random.pick(FOUNDER_TITLES) : aiJob ? random.pick(AI_TITLES) : random.pick(TITLES);
      const skills = aiJob ? random.pickTwo(AI_SKILLS) : random.pickTwo(SKILLS);
      return {
        title,
        company: company.name ?? company.slug,
        company_id: random.chance(0.85) ? company.slug : null,
        description: `${aiJob ? random.pick(AI_WORK) : random.pick(WORK)} using ${skills[0]} and ${skills[1]}.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
        is_ai: aiJob,
      };
    });
    const current = experiences[0]!;
    const school = random.pick(SCHOOLS);
    const degree = isAi ? random.pick(AI_DEGREES) : random.pick(DEGREES);
    const phd = degree.startsWith('PhD') && random.chance(0.3);
    const repos = random.int(isAi ? 4 : 3);
    result.push({
      id: random.uuid(),
      name: `${first} ${last}`,
      headline: phd ? `CS PhD @ ${school}` : `${current.title} @ ${current.company}`,
      email: random.chance(0.3) ? null : `${handle}@example.com`,
      photoURL: null,
      linkedInURL: `https://www.linkedin.com/in/${handle}`,
      githubURL: repos > 0 ? `https://github.com/${handle}` : null,
      twitterURL: random.chance(0.35) ? `https://x.com/${handle.replace(/-/g, '_')}` : null,
      ai_project: isAi && random.chance(0.5) ? `Built ${random.pick(AI_PRODUCTS)} at a hackathon.` : null,
      experiences,
      education: [
        {
          school,
          degree_name: degree,
          description: random.chance(0.3) ? `Thesis on ${isAi ? random.pick(AI_SKILLS) : random.pick(SKILLS)}.` : '',
        },
      ],
      github_projects: Array.from({ length: repos }, () => {
        const aiRepo = isAi && random.chance(0.7);
        const repo = aiRepo ? random.pick(AI_REPOS) : random.pick(REPOS);
        return {
          name: `${handle}/${repo}`,
          url: `https://github.com/${handle}/${repo}`,
          description: aiRepo ? `Experiments with ${random.pick(AI_SKILLS)}.` : `A small ${random.pick(SKILLS)} project.`,
          stars: Math.floor(Math.exp(random.next() * 8)) - 1,
          is_ai: aiRepo,
        };
      }),
    });
  }
  return result;
}
