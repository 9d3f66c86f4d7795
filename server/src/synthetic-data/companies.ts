/**
 * What generated companies are and do. A company's name suffix gives its industry label (coarse,
 * as on LinkedIn); what it does is an activity compatible with that suffix, written into its
 * tagline, description, products and tags.
 */
export type Activity = {
  id: string;
  ai: boolean;
  /** The work (work.ts) its people do on it. */
  topic: string | null;
  product: string;
  does: readonly string[];
  tags: readonly string[];
  customers: readonly string[];
};

export const ACTIVITIES: readonly Activity[] = [
  {
    id: 'model-serving',
    ai: true,
    topic: 'llm-inference',
    product: 'a model-serving runtime',
    does: [
      'serves open-weight LLMs with low latency on GPUs',
      'runs LLM inference for enterprises with batching and quantization',
    ],
    tags: ['LLM inference', 'MLOps'],
    customers: ['developers', 'enterprises'],
  },
  {
    id: 'training-cloud',
    ai: true,
    topic: 'distributed-training',
    product: 'a GPU cloud for training',
    does: ['rents GPU clusters and runs managed distributed training for foundation models'],
    tags: ['foundation models', 'GPU cloud'],
    customers: ['AI labs', 'developers'],
  },
  {
    id: 'llm-eval',
    ai: true,
    topic: 'evaluation',
    product: 'an LLM evaluation suite',
    does: ['tests and monitors LLM applications with evals, red-teaming and regression suites'],
    tags: ['LLMs', 'evaluation'],
    customers: ['developers', 'enterprises'],
  },
  {
    id: 'agents',
    ai: true,
    topic: 'rag',
    product: 'an agent platform',
    does: ['lets enterprises build AI agents that automate back-office work'],
    tags: ['agents', 'LLMs'],
    customers: ['enterprises', 'banks', 'insurers'],
  },
  {
    id: 'code-assistant',
    ai: true,
    topic: 'llm-finetuning',
    product: 'a code assistant',
    does: ['writes, explains and reviews code inside the IDE'],
    tags: ['generative AI', 'developer tools'],
    customers: ['developers', 'enterprises'],
  },
  {
    id: 'retrieval',
    ai: true,
    topic: 'rag',
    product: 'a retrieval API',
    does: ['indexes company documents for retrieval-augmented generation and semantic search'],
    tags: ['RAG', 'vector search'],
    customers: ['developers', 'enterprises'],
  },
  {
    id: 'speech',
    ai: true,
    topic: 'speech',
    product: 'a speech recognition API',
    does: ['transcribes calls and meetings in real time'],
    tags: ['speech', 'ASR'],
    customers: ['call centers', 'developers'],
  },
  {
    id: 'vision',
    ai: true,
    topic: 'computer-vision',
    product: 'a vision inspection system',
    does: [
      'inspects products on factory lines with cameras and deep learning',
      'finds defects on assembly lines with computer vision',
    ],
    tags: ['computer vision', 'manufacturing'],
    customers: ['factories', 'manufacturers'],
  },
  {
    id: 'medical-imaging',
    ai: true,
    topic: 'computer-vision',
    product: 'medical imaging AI',
    does: ['reads X-rays and CT scans and flags findings for radiologists'],
    tags: ['computer vision', 'healthcare'],
    customers: ['hospitals', 'radiology groups'],
  },
  {
    id: 'robotics',
    ai: true,
    topic: 'robotics',
    product: 'picking robots for warehouses',
    does: ['builds robot arms that pick and pack orders in fulfillment centers'],
    tags: ['robotics', 'computer vision'],
    customers: ['retailers', 'logistics companies'],
  },
  {
    id: 'clinical-ai',
    ai: true,
    topic: 'nlp',
    product: 'clinical documentation AI',
    does: ['drafts clinical notes from doctor-patient conversations'],
    tags: ['LLMs', 'healthcare'],
    customers: ['hospitals', 'clinics'],
  },
  {
    id: 'recommendations',
    ai: true,
    topic: 'recsys',
    product: 'a recommendations API',
    does: ['personalizes product feeds and search results for online retailers'],
    tags: ['recommendations', 'personalization'],
    customers: ['retailers', 'marketplaces'],
  },
  {
    id: 'drug-discovery',
    ai: true,
    topic: 'diffusion',
    product: 'protein design models',
    does: ['designs proteins and small molecules with generative models for drug discovery'],
    tags: ['foundation models', 'biology'],
    customers: ['pharma companies'],
  },
  {
    id: 'tutoring',
    ai: true,
    topic: 'llm-finetuning',
    product: 'an AI tutor',
    does: ['tutors students in math and science with an AI assistant'],
    tags: ['LLMs', 'education'],
    customers: ['schools', 'universities'],
  },
  {
    id: 'fraud',
    ai: true,
    topic: 'recsys',
    product: 'fraud detection',
    does: ['scores card transactions for fraud in real time with machine learning'],
    tags: ['fraud detection', 'machine learning'],
    customers: ['banks', 'fintechs'],
  },
  {
    id: 'payments',
    ai: false,
    topic: 'payments',
    product: 'a payments API',
    does: ['lets platforms accept card and bank payments', 'runs payouts and invoicing for marketplaces'],
    tags: [],
    customers: ['marketplaces', 'startups'],
  },
  {
    id: 'banking',
    ai: false,
    topic: 'payments',
    product: 'a mobile bank',
    does: ['runs checking accounts and cards for freelancers'],
    tags: [],
    customers: ['freelancers', 'small businesses'],
  },
  {
    id: 'observability',
    ai: false,
    topic: 'reliability',
    product: 'an observability suite',
    does: ['collects logs, metrics and traces for cloud applications'],
    tags: [],
    customers: ['developers', 'enterprises'],
  },
  {
    id: 'developer-portal',
    ai: false,
    topic: 'api-latency',
    product: 'a developer portal',
    does: ['hosts API documentation and SDKs for platform teams'],
    tags: [],
    customers: ['developers'],
  },
  {
    id: 'data-platform',
    ai: false,
    topic: 'data-pipelines',
    product: 'a data pipeline platform',
    does: ['moves data from SaaS apps into warehouses'],
    tags: [],
    customers: ['analysts', 'enterprises'],
  },
  {
    id: 'security',
    ai: false,
    topic: 'security',
    product: 'an endpoint security platform',
    does: ['detects and stops attacks on laptops and servers'],
    tags: [],
    customers: ['enterprises', 'governments'],
  },
  {
    id: 'fleet',
    ai: false,
    topic: 'api-latency',
    product: 'a fleet tracker',
    does: ['tracks trucks and deliveries in real time'],
    tags: [],
    customers: ['logistics companies', 'retailers'],
  },
  {
    id: 'logistics',
    ai: false,
    topic: 'api-latency',
    product: 'a logistics dashboard',
    does: ['plans freight routes and warehouse staffing'],
    tags: [],
    customers: ['logistics companies', 'factories'],
  },
  {
    id: 'ehr',
    ai: false,
    topic: 'api-latency',
    product: 'an EHR for clinics',
    does: ['runs scheduling, patient records and billing for small clinics'],
    tags: [],
    customers: ['clinics', 'hospitals'],
  },
  {
    id: 'energy',
    ai: false,
    topic: 'data-pipelines',
    product: 'battery analytics',
    does: ['monitors grid batteries and solar farms'],
    tags: [],
    customers: ['utilities'],
  },
  {
    id: 'design-tool',
    ai: false,
    topic: 'ux-design',
    product: 'a design tool',
    does: ['lets product teams design and prototype together'],
    tags: [],
    customers: ['designers', 'startups'],
  },
  {
    id: 'courses',
    ai: false,
    topic: 'frontend-app',
    product: 'an online course platform',
    does: ['hosts courses and certificates for companies'],
    tags: [],
    customers: ['enterprises', 'universities'],
  },
  {
    id: 'product-analytics',
    ai: false,
    topic: 'experimentation',
    product: 'a product analytics suite',
    does: ['measures funnels and runs A/B tests for apps'],
    tags: [],
    customers: ['startups', 'retailers'],
  },
];

/** Name suffix → industry label and the activities such a company has. */
export const SUFFIXES: readonly { suffix: string; industry: string; activities: readonly string[] }[] = [
  {
    suffix: 'AI',
    industry: 'Artificial Intelligence',
    activities: [
      'model-serving',
      'llm-eval',
      'agents',
      'code-assistant',
      'retrieval',
      'speech',
      'vision',
      'training-cloud',
      'clinical-ai',
      'fraud',
    ],
  },
  {
    suffix: 'Labs',
    industry: 'Software Development',
    activities: ['agents', 'code-assistant', 'llm-eval', 'model-serving', 'developer-portal', 'tutoring'],
  },
  { suffix: 'Robotics', industry: 'Robotics', activities: ['robotics', 'vision'] },
  { suffix: 'Health', industry: 'Hospital & Health Care', activities: ['clinical-ai', 'ehr', 'medical-imaging'] },
  {
    suffix: 'Analytics',
    industry: 'Software Development',
    activities: ['product-analytics', 'recommendations', 'observability'],
  },
  { suffix: 'Systems', industry: 'Information Technology', activities: ['observability', 'fleet', 'vision', 'security'] },
  { suffix: 'Bio', industry: 'Biotechnology', activities: ['drug-discovery'] },
  { suffix: 'Data', industry: 'Software Development', activities: ['data-platform', 'retrieval', 'recommendations'] },
  { suffix: 'Security', industry: 'Computer & Network Security', activities: ['security'] },
  {
    suffix: 'Cloud',
    industry: 'Software Development',
    activities: ['training-cloud', 'model-serving', 'observability', 'developer-portal'],
  },
  { suffix: 'Finance', industry: 'Financial Services', activities: ['payments', 'banking', 'fraud'] },
  { suffix: 'Logistics', industry: 'Logistics', activities: ['fleet', 'logistics', 'robotics'] },
  { suffix: 'Energy', industry: 'Renewable Energy', activities: ['energy'] },
  { suffix: 'Studio', industry: 'Design', activities: ['design-tool'] },
  { suffix: 'Learning', industry: 'E-Learning', activities: ['courses', 'tutoring'] },
];

export const activity = (id: string): Activity => {
  const found = ACTIVITIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no activity ${id}`);
  return found;
};

export const PREFIXES =
  'Lumen Nimbus Quanta Vector Atlas Nova Orbit Helix Cobalt Ember Pioneer Summit Harbor Cedar Beacon Arc Flux Kite Prism Tidal Sierra Juniper Onyx Zephyr Granite Polar Ridge Signal Meridian Northstar Aster Boreal Cinder Delta Fathom Gale Halo Ion Lattice Mosaic'.split(
    ' ',
  );
export const MIDDLES = [
  '',
  ...'Deep Open Blue Bright True Quantum Green Swift Clear Neural Hyper Silver First Iron Red Next Wild Core Sky Urban Solid Pure Prime Metro'.split(
    ' ',
  ),
];
export const CITIES = [
  'San Francisco',
  'New York',
  'London',
  'Berlin',
  'Toronto',
  'Bangalore',
  'Paris',
  'Singapore',
  'Austin',
  'Seattle',
];
