import type { Concept } from './prompt.ts';
import { employerLexeme, type RankConcept } from './rank.ts';

/**
 * From a prompt's concepts (prompt.ts) and what the english dictionary and the term statistics say
 * about their words: how much each concept weighs, and the tsqueries that pick and pre-rank
 * candidates in search.sql.
 */
export type TermStats = { documents: number; ndoc: (lexeme: string) => number };
export type Plan = {
  concepts: RankConcept[];
  /** Candidates with every rare concept, then (`wide`, may be empty) with any; `loose` when both found none. */
  gate: { strict: string; wide: string; loose: string };
  /** All concepts, for ts_rank's pre-ranking of the candidates. */
  rank: string;
};

/** From this many profiles with it on, a concept is common: it ranks, but does not pick candidates. */
export const COMMON = 1000;
/** An employer the prompt names is asked for as such: it outweighs any single skill. */
const FIXED_WEIGHTS = { title: 1, degree: 1, company: 2.5 } as const;
const WEAK_SHARE = 0.3;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A concept's tsquery: any of its phrases, each with all of its words (the order is checked when
 * ranking); a company concept also as an employer's name (search.sql indexes those apart).
 */
function conceptQuery(concept: RankConcept): string {
  const phrases = [...concept.phrases, ...(concept.employer ?? [])].map((phrase) => phrase.flat().map(quote).join(' & '));
  return `(${phrases.map((phrase) => `(${phrase})`).join(' | ')})`;
}

export function buildPlan(options: {
  concepts: Concept[];
  lexemes: (word: string) => readonly string[];
  stats: TermStats;
}): Plan {
  const { stats } = options;
  const planned = options.concepts
    .map((concept) => {
      const phrases = concept.phrases
        .map((phrase) => phrase.map((word) => [...options.lexemes(word)]).filter((lexemes) => lexemes.length > 0))
        .filter((phrase) => phrase.length > 0);
      // How many documents have it, about: its most frequent way of writing it, by its rarest word.
      // Only common words are counted (search_term_stats): a rare one is taken to be in half as many.
      const documents = Math.max(
        0,
        ...phrases.map((phrase) => Math.min(...phrase.map((word) => Math.max(...word.map(stats.ndoc))))),
      );
      const idf = Math.log((stats.documents + 1) / (Math.max(documents, COMMON / 2) + 1));
      // A rare concept weighs at least as much as a qualifier; a common one at most as much.
      const weight =
        concept.kind === 'topic'
          ? (documents >= COMMON ? Math.min(1, Math.max(0.4, idf)) : Math.min(3.5, Math.max(1, idf))) *
            (concept.weak ? WEAK_SHARE : 1)
          : FIXED_WEIGHTS[concept.kind];
      const employer = concept.kind === 'company' ? [concept.phrases[0]!.map((word) => [employerLexeme(word)])] : undefined;
      const planned: RankConcept = {
        text: concept.text,
        kind: concept.kind,
        past: concept.past,
        weight,
        phrases,
        ...(employer ? { employer } : {}),
      };
      return { concept: planned, documents, weak: concept.weak };
    })
    .filter(({ concept }) => concept.phrases.length > 0 || concept.employer !== undefined);
  const concepts = planned.map(({ concept }) => concept);
  const isCommon = ({ concept, documents }: (typeof planned)[number]) => concept.kind !== 'company' && documents >= COMMON;
  // Weak words ("built") do not pick candidates unless nothing else does.
  const picking = planned.filter((entry) => !entry.weak || planned.every((other) => other.weak));
  const rare = picking.filter((entry) => !isCommon(entry)).map(({ concept }) => conceptQuery(concept));
  const common = picking.filter(isCommon).map(({ concept }) => conceptQuery(concept));
  // The last resort takes every common concept, weak ones too ("PyTorch engineer at a zorblax startup").
  const allCommon = planned.filter(isCommon).map(({ concept }) => conceptQuery(concept));
  return {
    concepts,
    gate: {
      strict: rare.length > 0 ? rare.join(' & ') : common.join(' & '),
      wide: rare.length > 1 ? rare.join(' | ') : '',
      loose: rare.length > 0 ? allCommon.join(' & ') : '',
    },
    rank: concepts.map((concept) => conceptQuery(concept)).join(' | '),
  };
}
