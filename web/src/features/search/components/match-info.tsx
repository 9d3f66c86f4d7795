import type { Match } from '@hearth/contract/search';
import { Highlighted } from './highlighted.tsx';

const fieldLabels: Record<string, string> = {
  headline: 'Headline',
  experiences: 'Experience',
  education: 'Education',
  github_projects: 'GitHub',
  description: 'About',
};

/** Why a result matched: the terms it contains, highlighted snippets and the semantic score. */
export function MatchInfo({ match }: { match: Match }) {
  return (
    <section aria-label="Why this matched" className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700">
        <span>
          <span className="font-medium text-stone-900">Terms hit:</span>{' '}
          {match.terms.length > 0 ? match.terms.join(', ') : 'none'}
        </span>
        <span>
          <span className="font-medium text-stone-900">Semantic score:</span>{' '}
          {match.semantic_score === null ? 'not available' : match.semantic_score.toFixed(2)}
        </span>
      </div>
      {match.snippets.length > 0 ? (
        <dl className="mt-2 space-y-1">
          {match.snippets.map((snippet) => (
            <div key={snippet.field} className="flex gap-2">
              <dt className="w-20 shrink-0 text-stone-500">{fieldLabels[snippet.field] ?? snippet.field}</dt>
              <dd className="text-stone-800">
                <Highlighted snippet={snippet} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
