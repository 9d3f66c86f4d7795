/**
 * What people did: each topic is a kind of work with several ways of writing it up, and the skills
 * such write-ups name. `{skill}` and `{skill2}` become two of the topic's skills; `{n}`, `{pct}`,
 * `{gpus}`, `{size}` and `{domain}` numbers and settings.
 */
export type Topic = { id: string; skills: readonly string[]; texts: readonly string[] };

export const TOPICS: readonly Topic[] = [
  {
    id: 'distributed-training',
    skills: ['PyTorch FSDP', 'DeepSpeed', 'Megatron-LM', 'JAX', 'NCCL'],
    texts: [
      'Scaled distributed training of our {size} language model to {gpus} GPUs with {skill}.',
      'Built the multi-node training stack ({skill}, {skill2}) and cut time-to-train by {pct}%.',
      'Owned large-scale distributed training: sharding, checkpointing and recovery across {gpus} GPUs using {skill}.',
      'Made pre-training runs on {gpus} GPUs reliable; moved the team from data parallelism to {skill}.',
    ],
  },
  {
    id: 'llm-inference',
    skills: ['vLLM', 'TensorRT-LLM', 'CUDA', 'Triton', 'ONNX Runtime'],
    texts: [
      'Built the LLM inference service on {skill}: continuous batching, KV-cache reuse and INT8 quantization.',
      'Cut LLM inference latency by {pct}% with speculative decoding and {skill} kernels.',
      'Served {size} models in production; owned inference cost, GPU autoscaling and {skill}.',
      'Wrote the model-serving layer for our chat product on {skill} and {skill2}; p99 under 300 ms.',
    ],
  },
  {
    id: 'llm-finetuning',
    skills: ['Hugging Face transformers', 'LoRA', 'PyTorch', 'PEFT'],
    texts: [
      'Fine-tuned LLMs for {domain} with {skill} and {skill2}.',
      'Ran instruction tuning of open-weight models on {domain} data using {skill}.',
      'Adapted a {size} model to {domain} with {skill}; beat the hosted API on our eval set.',
    ],
  },
  {
    id: 'rlhf',
    skills: ['PyTorch', 'JAX', 'TRL', 'reward modeling'],
    texts: [
      'Trained reward models and ran RLHF for a chat assistant with {skill}.',
      'Worked on reinforcement learning from human feedback: preference data, {skill2} and PPO in {skill}.',
      'Researched RL fine-tuning of language models (DPO, PPO) in {skill}.',
    ],
  },
  {
    id: 'evaluation',
    skills: ['Python', 'PyTorch', 'LLM-as-judge', 'human evaluation'],
    texts: [
      'Built the evaluation pipeline for generative models: {n} benchmarks plus {skill2}.',
      'Owned model evals: regression suites, red-teaming and {skill} in {skill2}.',
    ],
  },
  {
    id: 'rag',
    skills: ['embeddings', 'Elasticsearch', 'pgvector', 'FAISS', 'LangChain'],
    texts: [
      'Built a retrieval-augmented generation stack over {n}M documents with {skill} and {skill2}.',
      'Shipped RAG for customer support: chunking, hybrid search with {skill}, answer grounding.',
      'Designed semantic search and retrieval for an LLM assistant using {skill}.',
    ],
  },
  {
    id: 'recsys',
    skills: ['TensorFlow', 'PyTorch', 'XGBoost', 'Spark'],
    texts: [
      'Trained and shipped ranking models for the home feed with {skill}; +{pct}% engagement.',
      'Built the recommendation system for {domain} (candidate generation and ranking) in {skill}.',
      'Owned personalization: two-tower retrieval and a {skill} ranker serving {n}M users.',
    ],
  },
  {
    id: 'computer-vision',
    skills: ['PyTorch', 'OpenCV', 'YOLO', 'TensorRT', 'CUDA'],
    texts: [
      'Trained object detection models for {cvdomain} with {skill}.',
      'Led a computer vision team for {cvdomain}.',
      'Built image segmentation and tracking for {cvdomain} using {skill} and {skill2}.',
      'Shipped on-device vision models for {cvdomain}; quantized them with {skill}.',
    ],
  },
  {
    id: 'nlp',
    skills: ['spaCy', 'Hugging Face transformers', 'BERT', 'PyTorch'],
    texts: [
      'Built named-entity recognition and document classification for {domain} with {skill}.',
      'Shipped a natural language processing pipeline (intent detection, entity linking) for {domain} using {skill}.',
      'Trained text classifiers and summarization models on {domain} documents with {skill}.',
    ],
  },
  {
    id: 'speech',
    skills: ['wav2vec 2.0', 'Whisper', 'Kaldi', 'PyTorch'],
    texts: [
      'Trained speech recognition models for call centers with {skill}.',
      'Built streaming ASR and speaker diarization on {skill}; cut word error rate by {pct}%.',
    ],
  },
  {
    id: 'diffusion',
    skills: ['PyTorch', 'JAX', 'Stable Diffusion', 'CUDA'],
    texts: [
      'Trained diffusion models for image generation with {skill}.',
      'Researched fast sampling for text-to-image diffusion models in {skill}.',
    ],
  },
  {
    id: 'experimentation',
    skills: ['Python', 'SQL', 'R', 'causal inference'],
    texts: [
      'Ran A/B testing and {skill2} for pricing and onboarding in {skill}.',
      'Built demand forecasting models in {skill}; cut stock-outs by {pct}%.',
      'Owned the experimentation platform metrics and analysis in {skill} and {skill2}.',
    ],
  },
  {
    id: 'ml-platform',
    skills: ['Kubernetes', 'Kubeflow', 'MLflow', 'Ray', 'Airflow'],
    texts: [
      'Built the feature store and model registry used by {n} ML teams with {skill}.',
      'Ran the GPU cluster and training platform on {skill} and {skill2}.',
      'Automated model deployment (CI, canaries, monitoring) with {skill}.',
    ],
  },
  {
    id: 'robotics',
    skills: ['C++', 'ROS', 'Python', 'MoveIt'],
    texts: [
      'Wrote motion planning and grasping for warehouse robots in {skill} with {skill2}.',
      'Built the perception-to-control loop for mobile robots on {skill}.',
    ],
  },
  {
    id: 'payments',
    skills: ['Go', 'Java', 'Kotlin', 'PostgreSQL'],
    texts: [
      'Designed the billing and payments system in {skill}; {n}M transactions a day.',
      'Rebuilt the payment ledger on {skill} and {skill2} with exactly-once processing.',
      'Owned card payments integrations and fraud rules; services in {skill} on Kafka.',
    ],
  },
  {
    id: 'api-latency',
    skills: ['Go', 'Java', 'Node.js', 'Python', 'Redis'],
    texts: [
      'Cut API latency by {pct}% by rewriting hot paths in {skill} and caching with {skill2}.',
      'Built the public REST and GraphQL APIs in {skill}.',
      'Split the monolith into services in {skill}; owned the order service.',
    ],
  },
  {
    id: 'migration',
    skills: ['Terraform', 'Helm', 'AWS', 'Kubernetes', 'GCP'],
    texts: [
      'Migrated {n} services to Kubernetes with {skill}.',
      'Moved the company from its data center to the cloud with {skill} and {skill2}.',
    ],
  },
  {
    id: 'reliability',
    skills: ['Prometheus', 'Grafana', 'Datadog', 'Kubernetes', 'Terraform'],
    texts: [
      'Owned the on-call and reliability program: SLOs, incident reviews and {skill} dashboards.',
      'Raised availability to 99.99% with {skill} alerting and chaos testing.',
    ],
  },
  {
    id: 'storage-engine',
    skills: ['Rust', 'C++', 'io_uring'],
    texts: [
      'Wrote a storage engine in {skill} with a write-ahead log and compaction.',
      'Built a log-structured key-value store in {skill}; {pct}% faster than RocksDB on our load.',
    ],
  },
  {
    id: 'database-internals',
    skills: ['Rust', 'C++', 'Go'],
    texts: [
      'Built a vectorized query engine for columnar data in {skill}.',
      'Worked on the query planner and replication of a distributed database in {skill}.',
    ],
  },
  {
    id: 'networking',
    skills: ['Rust', 'C', 'C++', 'eBPF'],
    texts: [
      'Built a low-latency networking stack with io_uring in {skill}.',
      'Wrote the edge proxy and load balancer in {skill} with {skill2}.',
    ],
  },
  {
    id: 'compilers',
    skills: ['Rust', 'C++', 'LLVM', 'MLIR'],
    texts: ['Wrote compiler passes and an {skill2} backend in {skill}.', 'Built a JIT compiler for a query language in {skill}.'],
  },
  {
    id: 'frontend-app',
    skills: ['React', 'TypeScript', 'Next.js', 'Vue'],
    texts: [
      'Rebuilt the checkout flow in {skill} and {skill2}; +{pct}% conversion.',
      'Led the web app rewrite to {skill}; cut load time by {pct}%.',
    ],
  },
  {
    id: 'design-system',
    skills: ['React', 'TypeScript', 'Storybook', 'Figma'],
    texts: ['Built the design system and component library in {skill} and {skill2}.'],
  },
  {
    id: 'mobile-app',
    skills: ['Swift', 'Kotlin', 'React Native', 'SwiftUI'],
    texts: ['Launched the mobile app in {skill}; {n}M downloads.', 'Rebuilt the iOS and Android apps with {skill} and {skill2}.'],
  },
  {
    id: 'data-pipelines',
    skills: ['Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
    texts: [
      'Built batch and streaming data pipelines with {skill} and {skill2}.',
      'Owned the data warehouse and {skill} models used by {n} analysts.',
    ],
  },
  {
    id: 'security',
    skills: ['threat modeling', 'OAuth', 'SIEM', 'penetration testing'],
    texts: [
      'Ran the application security program: {skill}, code review and bug bounty.',
      'Built detection and response with {skill}; led {skill2} of new products.',
    ],
  },
  {
    id: 'product-growth',
    skills: ['SQL', 'Amplitude', 'user research'],
    texts: [
      'Ran growth experiments on onboarding; +{pct}% activation.',
      'Owned the roadmap for {domain}; launched two products from zero to {n}k users.',
    ],
  },
  {
    id: 'ux-design',
    skills: ['Figma', 'user research', 'usability testing'],
    texts: [
      'Led user research and redesigned onboarding in {skill}.',
      'Designed the mobile and web experience end to end; prototypes and {skill}.',
    ],
  },
  {
    id: 'team-leadership',
    skills: ['hiring', 'roadmaps', 'mentoring'],
    texts: [
      'Led a team of {n} engineers; hired {pct} people in a year.',
      'Managed two teams through a platform rewrite; owned {skill} and {skill2}.',
    ],
  },
  {
    id: 'sales',
    skills: ['Salesforce', 'enterprise sales'],
    texts: ['Closed ${n}M in new enterprise ARR.', 'Ran {skill} for mid-market accounts; 140% of quota.'],
  },
  { id: 'marketing', skills: ['HubSpot', 'SEO'], texts: ['Ran demand generation and brand campaigns with {skill}.'] },
  {
    id: 'finance',
    skills: ['Excel', 'NetSuite'],
    texts: ['Built the FP&A model and board reporting in {skill}.', 'Ran budgeting and forecasting for {n} teams.'],
  },
  {
    id: 'mechanical',
    skills: ['SolidWorks', 'FEA', 'DFM'],
    texts: [
      'Designed enclosures and thermal systems in {skill}.',
      'Took a hardware product from prototype to production with {skill}.',
    ],
  },
];

export const topic = (id: string): Topic => {
  const found = TOPICS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
};

/** Settings that fill `{domain}` and `{cvdomain}`. */
export const DOMAINS = ['customer support', 'legal contracts', 'healthcare records', 'e-commerce', 'insurance claims', 'finance'];
export const CV_DOMAINS = [
  'quality inspection',
  'autonomous driving',
  'retail shelf analytics',
  'medical imaging',
  'drone mapping',
];

/** How a topic reads in a thesis or a summary. */
export const TOPIC_LABELS: Record<string, string> = {
  'distributed-training': 'distributed training of large models',
  'llm-inference': 'efficient LLM inference',
  'llm-finetuning': 'fine-tuning language models',
  rlhf: 'reinforcement learning from human feedback',
  evaluation: 'evaluating generative models',
  rag: 'retrieval-augmented generation',
  recsys: 'recommender systems',
  'computer-vision': 'object detection and segmentation',
  nlp: 'natural language processing',
  speech: 'speech recognition',
  diffusion: 'diffusion models',
  experimentation: 'causal inference',
  'ml-platform': 'machine learning systems',
  robotics: 'robot manipulation',
  'storage-engine': 'storage systems',
  'database-internals': 'query processing',
  networking: 'network systems',
  compilers: 'compilers',
};
