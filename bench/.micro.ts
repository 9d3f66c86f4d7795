import { generateCompanies, generateTalents } from '../server/src/search/generate.ts';
import { talentText } from '../server/src/search/segments.ts';
import { rankProfile } from '../server/src/search/rank.ts';
import { WORD } from '../server/src/search/prompt.ts';
const companies = generateCompanies(300, 7);
const talents = generateTalents(200, companies, 11);
const rows = talents.map((t) => ({ name: t.name, headline: t.headline, ai_project: t.ai_project ?? null, experiences: t.experiences, education: t.education, github_projects: t.github_projects }));
const lex = new Map<string, string[]>();
const lexemes = (w: string) => { let l = lex.get(w); if (!l) { l = [w.replace(/(ing|ed|s)$/, '')]; lex.set(w, l); } return l; };
const concepts = [
  { text: 'staff', kind: 'title' as const, past: false, weight: 1, phrases: [[['staff']]] },
  { text: 'engineer', kind: 'topic' as const, past: false, weight: 0.4, phrases: [[['engineer']]] },
  { text: 'distributed training', kind: 'topic' as const, past: false, weight: 1.8, phrases: [[['distributed'], ['train']], [['multi-node'], ['train']], [['large-scale'], ['train']]] },
];
const time = (label: string, f: () => void) => { let best = 1e9; for (let i = 0; i < 30; i++) { const t = performance.now(); f(); best = Math.min(best, performance.now() - t); } console.log(label, best.toFixed(2), 'ms'); };
time('texts', () => rows.map(talentText));
const texts = rows.map(talentText);
time('regex words', () => { for (const t of texts) for (const s of t.segments) for (const m of s.text.matchAll(WORD)) lexemes(m[0].toLowerCase()); });
time('split words', () => { for (const t of texts) for (const s of t.segments) for (const w of s.text.toLowerCase().split(/[^a-z0-9]+/)) if (w) lexemes(w); });
time('rank', () => { for (const t of texts) rankProfile({ concepts, segments: t.segments, lexemes }); });
time('rank hits', () => { for (const t of texts) rankProfile({ concepts, segments: t.segments, lexemes, withHits: true }); });
