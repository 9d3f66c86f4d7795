/**
 * Job families of the generated people: the titles of each level (0 junior … 5 head, director or
 * VP), the work they do (topics of work.ts) and the degrees they tend to hold.
 */
export type Family = {
  id: string;
  ai: boolean;
  /** Share of the generated people whose career is mostly in this family. */
  weight: number;
  titles: readonly (readonly string[])[];
  topics: readonly string[];
  degrees: readonly string[];
};

const LEVEL_PREFIXES = ['', '', 'Senior ', 'Staff ', 'Principal '];

/** Titles by level from base titles: "X I" or "Junior X", "X", "Senior X", "Staff X", "Principal X", then the heads. */
function ladder(bases: readonly string[], heads: readonly string[]): string[][] {
  return [
    bases.flatMap((base) => [`Junior ${base}`, `${base} I`]),
    [...bases],
    ...LEVEL_PREFIXES.slice(2).map((prefix) => bases.map((base) => `${prefix}${base}`)),
    [...heads],
  ];
}

const AI_DEGREES = [
  'PhD Computer Science',
  'PhD Machine Learning',
  'MS Computer Science',
  'MS Statistics',
  'BS Computer Science',
];
const ENGINEERING_DEGREES = ['BS Computer Science', 'MS Computer Science', 'BS Electrical Engineering', 'BS Mathematics'];

export const FAMILIES: readonly Family[] = [
  {
    id: 'ml',
    ai: true,
    weight: 9,
    titles: ladder(
      ['Machine Learning Engineer', 'ML Engineer'],
      ['Head of Machine Learning', 'Director of Machine Learning', 'Head of AI'],
    ),
    topics: ['recsys', 'llm-finetuning', 'llm-inference', 'rag', 'evaluation', 'distributed-training'],
    degrees: AI_DEGREES,
  },
  {
    id: 'research',
    ai: true,
    weight: 5,
    titles: [
      ['Research Engineer', 'AI Resident'],
      ['Research Scientist', 'Research Engineer', 'Applied Scientist'],
      ['Senior Research Scientist', 'Senior Research Engineer', 'Senior Applied Scientist'],
      ['Staff Research Scientist', 'Staff Research Engineer', 'Research Lead'],
      ['Principal Research Scientist', 'Principal Applied Scientist'],
      ['Head of Research', 'Director of AI Research', 'Head of AI'],
    ],
    topics: ['distributed-training', 'rlhf', 'diffusion', 'llm-finetuning', 'evaluation', 'speech'],
    degrees: ['PhD Computer Science', 'PhD Machine Learning', 'PhD Physics', 'MS Computer Science'],
  },
  {
    id: 'data-science',
    ai: true,
    weight: 5,
    titles: ladder(['Data Scientist'], ['Head of Data Science', 'Director of Data Science']),
    topics: ['experimentation', 'recsys'],
    degrees: ['MS Statistics', 'PhD Statistics', 'BS Mathematics', 'MS Computer Science', 'BA Economics'],
  },
  {
    id: 'computer-vision',
    ai: true,
    weight: 4,
    titles: ladder(['Computer Vision Engineer', 'Perception Engineer'], ['Head of Perception', 'Director of Computer Vision']),
    topics: ['computer-vision', 'computer-vision', 'robotics'],
    degrees: AI_DEGREES,
  },
  {
    id: 'nlp',
    ai: true,
    weight: 3,
    titles: ladder(['NLP Engineer', 'Natural Language Processing Engineer'], ['Head of NLP', 'Director of Language AI']),
    topics: ['nlp', 'nlp', 'llm-finetuning', 'rag'],
    degrees: AI_DEGREES,
  },
  {
    id: 'ml-infra',
    ai: true,
    weight: 3,
    titles: ladder(
      ['ML Infrastructure Engineer', 'MLOps Engineer', 'ML Platform Engineer'],
      ['Head of ML Platform', 'Director of AI Infrastructure'],
    ),
    topics: ['llm-inference', 'distributed-training', 'ml-platform'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'robotics',
    ai: true,
    weight: 2,
    titles: ladder(['Robotics Engineer', 'Robotics Software Engineer'], ['Head of Robotics', 'Director of Autonomy']),
    topics: ['robotics', 'robotics', 'computer-vision'],
    degrees: ['MS Robotics', 'PhD Robotics', 'BS Mechanical Engineering', 'MS Computer Science'],
  },
  {
    id: 'backend',
    ai: false,
    weight: 11,
    titles: ladder(
      ['Backend Engineer', 'Software Engineer', 'Software Engineer, Backend'],
      ['Head of Engineering', 'VP of Engineering'],
    ),
    topics: ['payments', 'api-latency', 'migration', 'api-latency'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'systems',
    ai: false,
    weight: 3,
    titles: ladder(
      ['Systems Software Engineer', 'Storage Engineer', 'Database Engineer', 'Software Engineer, Systems'],
      ['Head of Core Infrastructure'],
    ),
    topics: ['storage-engine', 'database-internals', 'networking', 'compilers'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'frontend',
    ai: false,
    weight: 6,
    titles: ladder(['Frontend Engineer', 'Software Engineer, Frontend', 'Full-Stack Engineer'], ['Head of Frontend']),
    topics: ['frontend-app', 'design-system'],
    degrees: ['BS Computer Science', 'BA Design', 'BS Information Systems'],
  },
  {
    id: 'mobile',
    ai: false,
    weight: 3,
    titles: ladder(['Mobile Engineer', 'iOS Engineer', 'Android Engineer'], ['Head of Mobile']),
    topics: ['mobile-app'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'sre',
    ai: false,
    weight: 4,
    titles: ladder(
      ['Site Reliability Engineer', 'DevOps Engineer', 'Platform Engineer'],
      ['Head of Infrastructure', 'Director of Platform'],
    ),
    topics: ['reliability', 'migration'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'data-engineering',
    ai: false,
    weight: 3,
    titles: ladder(['Data Engineer', 'Analytics Engineer'], ['Head of Data', 'Director of Data Engineering']),
    topics: ['data-pipelines'],
    degrees: ['BS Computer Science', 'BS Mathematics', 'MS Data Science'],
  },
  {
    id: 'security',
    ai: false,
    weight: 2,
    titles: ladder(['Security Engineer', 'Application Security Engineer'], ['Head of Security', 'CISO']),
    topics: ['security'],
    degrees: ['BS Computer Science', 'MS Cybersecurity'],
  },
  {
    id: 'engineering-management',
    ai: false,
    weight: 3,
    titles: [
      ['Team Lead'],
      ['Engineering Manager'],
      ['Senior Engineering Manager'],
      ['Senior Engineering Manager', 'Group Engineering Manager'],
      ['Director of Engineering'],
      ['VP of Engineering', 'Head of Engineering'],
    ],
    topics: ['team-leadership', 'payments', 'api-latency', 'reliability'],
    degrees: ENGINEERING_DEGREES,
  },
  {
    id: 'product',
    ai: false,
    weight: 5,
    titles: [
      ['Associate Product Manager'],
      ['Product Manager'],
      ['Senior Product Manager'],
      ['Group Product Manager', 'Lead Product Manager'],
      ['Principal Product Manager', 'Director of Product'],
      ['VP of Product', 'Head of Product'],
    ],
    topics: ['product-growth'],
    degrees: ['MBA', 'BS Computer Science', 'BA Economics'],
  },
  {
    id: 'design',
    ai: false,
    weight: 3,
    titles: [
      ['Junior Product Designer'],
      ['Product Designer', 'UX Designer'],
      ['Senior Product Designer'],
      ['Staff Product Designer', 'Lead Designer'],
      ['Principal Designer'],
      ['Head of Design', 'VP of Design'],
    ],
    topics: ['ux-design', 'ux-design', 'design-system'],
    degrees: ['BDes Design', 'BFA Graphic Design', 'MS Human-Computer Interaction'],
  },
  {
    id: 'sales',
    ai: false,
    weight: 3,
    titles: [
      ['Sales Development Representative'],
      ['Account Executive'],
      ['Senior Account Executive'],
      ['Enterprise Account Executive'],
      ['Sales Director'],
      ['VP of Sales', 'Head of Sales'],
    ],
    topics: ['sales'],
    degrees: ['BA Economics', 'BA Communications', 'MBA'],
  },
  {
    id: 'marketing',
    ai: false,
    weight: 2,
    titles: [
      ['Marketing Associate'],
      ['Marketing Manager'],
      ['Senior Marketing Manager'],
      ['Product Marketing Lead'],
      ['Director of Marketing'],
      ['VP of Marketing', 'CMO'],
    ],
    topics: ['marketing'],
    degrees: ['BA Communications', 'BA Economics', 'MBA'],
  },
  {
    id: 'finance',
    ai: false,
    weight: 2,
    titles: [
      ['Financial Analyst'],
      ['Financial Analyst'],
      ['Senior Financial Analyst'],
      ['Finance Manager'],
      ['Director of Finance'],
      ['CFO', 'VP of Finance'],
    ],
    topics: ['finance'],
    degrees: ['BA Economics', 'MBA', 'BS Finance'],
  },
  {
    id: 'mechanical',
    ai: false,
    weight: 2,
    titles: ladder(['Mechanical Engineer'], ['Head of Hardware']),
    topics: ['mechanical'],
    degrees: ['BS Mechanical Engineering', 'MS Mechanical Engineering'],
  },
];

export const family = (id: string): Family => {
  const found = FAMILIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
};

/** Where a career can go next: mostly the same family, sometimes a neighbour. */
export const NEIGHBOURS: Record<string, readonly string[]> = {
  ml: ['data-science', 'ml-infra', 'backend', 'research'],
  research: ['ml', 'nlp'],
  'data-science': ['ml', 'data-engineering'],
  'computer-vision': ['robotics', 'ml'],
  nlp: ['ml', 'research'],
  'ml-infra': ['sre', 'backend', 'ml'],
  robotics: ['computer-vision', 'mechanical'],
  backend: ['sre', 'frontend', 'systems', 'engineering-management'],
  systems: ['backend', 'sre'],
  frontend: ['backend', 'mobile', 'design'],
  mobile: ['frontend'],
  sre: ['backend', 'security'],
  'data-engineering': ['backend', 'data-science'],
  security: ['sre', 'backend'],
  'engineering-management': ['backend'],
  product: ['design', 'marketing'],
  design: ['product', 'frontend'],
  sales: ['marketing'],
  marketing: ['sales', 'product'],
  finance: ['product'],
  mechanical: ['robotics'],
};
