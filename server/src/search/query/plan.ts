import type { Concept } from './prompt.ts';
import { employerLexeme, type RankConcept } from './rank.ts';
import { synonymsOf } from './synonyms.ts';

/**
 * From a prompt's concepts (prompt.ts) and what the english dictionary and the term statistics say
 * about their words: how much each concept weighs, and the tsqueries that pick and pre-rank
 * candidates (candidates.ts).
 */
export type TermStats = { documents: number; ndoc: (lexeme: string) => number };
export type Plan = {
  concepts: RankConcept[];
  /**
   * Candidates (candidates.ts): the profiles with every rare concept (or every common one when none is
   * rare, `all`), those where it is evidence first (`evidence`, the same query); then, pre-ranked
   * together, the others and those of `fill` (may be empty): with any rare concept, or with every
   * common one. `loose` (may be empty): every common concept, for when nothing else is found.
   * `near` (may be empty): every rare concept but one, for the few read beside a full first tier.
   */
  gate: { all: string; evidence: string; fill: string; loose: string; near: string };
  /** All concepts, for ts_rank's pre-ranking of the candidates. */
  rank: string;
};

/** From this many profiles with it on, a concept is common: it ranks, but does not pick candidates. */
export const COMMON = 1000;
/** An employer the prompt names is asked for as such: it outweighs any single skill. */
const FIXED_WEIGHTS = { title: 1, degree: 1, type: 1, company: 2.5 } as const;
const WEAK_SHARE = 0.3;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/**
 * Where a concept is evidence, as the full-text documents are weighed (hearth_talent_document): a talent's titles (A), work,
 * education and projects (B) and employers (D), not the name and headline (C: a keyword-only
 * headline says little); a company's description and products (A) and name (B), not its industry
 * label (C).
 */
const EVIDENCE = 'ABD';

/**
 * A concept's tsquery: any of its phrases, each with all of its words (the order is checked when
 * ranking); a company concept also as an employer's name (the documents index those apart). With
 * `labels`, only words in the document's parts of those weights count.
 */
function conceptQuery(concept: RankConcept, labels = ''): string {
  const word = (lexeme: string) => (labels ? `${quote(lexeme)}:${labels}` : quote(lexeme));
  const phrases = [...concept.phrases, ...(concept.employer ?? [])].map((phrase) => phrase.flat().map(word).join(' & '));
  return `(${phrases.map((phrase) => `(${phrase})`).join(' | ')})`;
}
const all = (concepts: RankConcept[], labels = '') => concepts.map((concept) => conceptQuery(concept, labels)).join(' & ');

export function buildPlan(options: {
  concepts: Concept[];
  lexemes: (word: string) => readonly string[];
  stats: TermStats;
}): Plan {
  const { stats } = options;
  const planned = options.concepts
    .map((concept) => {
      const asLexemes = (phrases: string[][]) =>
        phrases
          .map((phrase) => phrase.map((word) => [...options.lexemes(word)]).filter((lexemes) => lexemes.length > 0))
          .filter((phrase) => phrase.length > 0);
      const written = asLexemes(concept.phrases);
      const phrases = [...written, ...asLexemes(concept.metBy)];
      // Each field within, with its synonym group and its words as lexemes.
      const fields = concept.within.map((raw) => ({
        field: synonymsOf(raw.join(' ')).toSorted().join('|'),
        phrase: asLexemes([raw])[0],
      }));
      const within = fields.flatMap(({ phrase }) => (phrase ? [phrase] : []));
      // How many documents have it, about: its most frequent way of writing it, by its rarest lexeme.
      // A phrase needs every lexeme of every word, those of a hyphenated word too ("model-serving":
      // model-serv, model, serv), so "model" alone never makes it common. Only common words are
      // counted (search_term_stats): a rare one is taken to be in half as many.
      // A higher rung ("principal" for "staff") widens what is found, not how telling it is to find it.
      const documentsOf = (phrase: string[][]) => Math.min(...phrase.flat().map(stats.ndoc));
      const documents = Math.max(0, ...written.map(documentsOf));
      const idf = Math.log((stats.documents + 1) / (Math.max(documents, COMMON / 2) + 1));
      // A rare concept weighs at least as much as a qualifier; a common one at most as much. A weak
      // word weighs as a common one however rare it is: "worked" in "who worked on LLM inference"
      // says how the prompt is put, not what is asked, and is rare only because profiles rarely say it.
      const weight =
        concept.kind === 'topic'
          ? concept.weak
            ? Math.min(1, Math.max(0.4, idf)) * WEAK_SHARE
            : documents >= COMMON
              ? Math.min(1, Math.max(0.4, idf))
              : Math.min(3.5, Math.max(1, idf))
          : FIXED_WEIGHTS[concept.kind];
      // A company the prompt names is looked for among employers' names; so is a kind of company,
      // in each of its ways of writing it ("Tallyhome (YC W22)").
      const employer =
        concept.kind === 'company'
          ? [concept.phrases[0]!.map((word) => [employerLexeme(word)])]
          : concept.kind === 'type'
            ? [...concept.phrases, ...concept.metBy].map((phrase) => phrase.map((word) => [employerLexeme(word)]))
            : undefined;
      const planned: RankConcept = {
        text: concept.text,
        kind: concept.kind,
        past: concept.past,
        weight,
        phrases,
        ...(employer ? { employer } : {}),
        ...(within.length > 0 ? { within } : {}),
        ...(concept.field ? { field: true } : {}),
      };
      // A field within that few profiles write (MySQL for a database) is searched for as the concept is,
      // so who names only it is a candidate; the common ones (ML for AI) would cost tens of milliseconds.
      // A field is common when any of its ways of writing it is: ML is, so "MLE" is not searched for alone.
      const commonFields = new Set(
        fields.filter(({ phrase }) => phrase && documentsOf(phrase) >= COMMON).map(({ field }) => field),
      );
      const rareWithin = fields.flatMap(({ field, phrase }) => (phrase && !commonFields.has(field) ? [phrase] : []));
      // A kind of company qualifies what is asked for, like "staff": it picks no candidates unless nothing else does.
      return { concept: planned, documents, rareWithin, weak: concept.weak || concept.kind === 'type' };
    })
    .map((entry, index, all) => {
      // Two topics written together in the prompt ("Rust systems"), both read: rank.ts looks for them together.
      const previous = all[index - 1]?.concept;
      const together =
        options.concepts[index]!.follows === true &&
        entry.concept.kind === 'topic' &&
        previous?.kind === 'topic' &&
        previous.phrases.length > 0 &&
        entry.concept.phrases.length > 0;
      return together ? { ...entry, concept: { ...entry.concept, follows: true } } : entry;
    })
    .filter(({ concept }) => concept.phrases.length > 0 || concept.employer !== undefined);
  const concepts = planned.map(({ concept }) => concept);
  /** A concept as the candidates' queries look for it: its ways of writing it and its rare fields within. */
  const searched = ({ concept, rareWithin }: (typeof planned)[number]): RankConcept =>
    rareWithin.length > 0 ? { ...concept, phrases: [...concept.phrases, ...rareWithin] } : concept;
  const isCommon = ({ concept, documents }: (typeof planned)[number]) =>
    concept.kind !== 'company' && concept.kind !== 'type' && documents >= COMMON;
  // Weak words ("built") do not pick candidates unless nothing else does.
  const picking = planned.filter((entry) => !entry.weak || planned.every((other) => other.weak));
  const rare = picking.filter((entry) => !isCommon(entry)).map(searched);
  const picked = rare.length > 0 ? rare : picking.filter(isCommon).map(searched);
  // Every common concept, weak ones too, fills up when a rare skill or domain is in no profile's work
  // or only in keyword headlines ("PyTorch engineer at a zorblax startup", "founding engineer at an
  // AI startup"). A named employer is in the work of all who have it: then only when nobody does
  // (`loose`). Never when the common words are all weak ("engineer"): most profiles have them.
  const commons = planned.filter(isCommon);
  const allCommon = rare.length > 0 && commons.some((entry) => !entry.weak) ? all(commons.map(searched)) : '';
  const rescue = rare.some((concept) => concept.kind !== 'company');
  // A profile that misses one of several rare concepts ("LLM" not written by who did the inference work).
  const near =
    rare.length > 1 ? rare.map((_, skipped) => `(${all(rare.filter((__, index) => index !== skipped))})`).join(' | ') : '';
  const fill = [rare.length > 1 ? rare.map((concept) => conceptQuery(concept)).join(' | ') : '', rescue ? allCommon : ''];
  return {
    concepts,
    gate: {
      all: all(picked),
      evidence: all(picked, EVIDENCE),
      fill: fill
        .filter((query) => query !== '')
        .map((query) => `(${query})`)
        .join(' | '),
      loose: rescue ? '' : allCommon,
      near,
    },
    rank: concepts.map((concept) => conceptQuery(concept)).join(' | '),
  };
}
