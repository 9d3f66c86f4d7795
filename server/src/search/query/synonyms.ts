/**
 * Words recruiters and profiles use for the same thing. Each group is a set of ways of writing one
 * thing; a prompt naming any of them matches profiles with any of them (full text, ranking and
 * highlights), and the sentence encoder is given the group's longest form as well (prompt.ts).
 * Lowercase; a phrase matches its words in order. Matching goes through PostgreSQL's english
 * dictionary, so plurals and verb forms need no entry ("engineers", "engineering"), but
 * abbreviations ("LLMs", "GPUs") do: the dictionary does not stem them.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  ['nlp', 'natural language processing'],
  ['cv', 'computer vision'],
  ['llm', 'llms', 'large language model', 'large language models'],
  ['swe', 'sde', 'software engineer', 'software developer', 'software development engineer'],
  ['sre', 'site reliability engineer', 'site reliability engineering'],
  ['mlops', 'ml ops', 'ml platform', 'ml infrastructure', 'machine learning infrastructure'],
  ['rag', 'retrieval-augmented generation', 'retrieval augmented generation'],
  ['rlhf', 'reinforcement learning from human feedback'],
  ['asr', 'speech recognition', 'speech-to-text'],
  ['recsys', 'recommendation systems', 'recommender systems', 'recommendation system', 'recommender system'],
  ['genai', 'gen ai', 'generative ai'],
  ['fine-tuning', 'fine tuning', 'finetuning'],
  ['distributed training', 'multi-node training', 'large-scale training'],
  ['inference', 'model serving', 'model-serving'],
  ['k8s', 'kubernetes'],
  ['golang', 'go'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['postgres', 'postgresql'],
  ['gpu', 'gpus'],
  ['frontend', 'front-end', 'front end'],
  ['backend', 'back-end', 'back end'],
  ['full-stack', 'fullstack', 'full stack'],
  ['founder', 'co-founder', 'cofounder'],
  ['phd', 'ph.d', 'doctorate'],
  ['cto', 'chief technology officer'],
  ['ceo', 'chief executive officer'],
  ['vp', 'vice president'],
  ['pm', 'product manager'],
  ['em', 'engineering manager'],
  ['ux', 'user experience'],
  ['appsec', 'application security'],
  ['cybersecurity', 'cyber security', 'information security', 'infosec'],
  ['data scientist', 'data science'],
  ['startup', 'start-up', 'seed-stage', 'early-stage'],
  ['cmu', 'carnegie mellon'],
  ['mit', 'massachusetts institute of technology'],
];

const byPhrase = new Map<string, readonly string[]>();
for (const group of SYNONYMS) for (const phrase of group) byPhrase.set(phrase, group);

/** The group of a phrase (lowercase words joined by one space), itself first; just itself when it has none. */
export function synonymsOf(phrase: string): string[] {
  const group = byPhrase.get(phrase);
  return group ? [phrase, ...group.filter((other) => other !== phrase)] : [phrase];
}

/** The longest phrase of the synonym list, in words: the prompt is read in pieces up to this long. */
export const LONGEST_PHRASE = Math.max(...SYNONYMS.flat().map((phrase) => phrase.split(' ').length));
