import { useQuery } from '@tanstack/react-query';
import type { JudgingSetup } from '@hearth/contract/judging';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { judgingQuery, resultsQuery } from '../api.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { JudgeScoring } from './judge-scoring.tsx';
import { JudgesPanel } from './judges-panel.tsx';
import { ResultsPanel } from './results-panel.tsx';

/**
 * docs/product/judging.md#screens `/events/{slug}/judging`: the set-up and results for hosts and site admins,
 * the scoring screen for judges (and the results once published).
 */
export function JudgingScreen({ slug }: { slug: string }) {
  const query = useQuery(judgingQuery(slug));
  if (query.isError && query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404)) {
    return (
      <div className="mx-auto max-w-md py-16 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-stone-900">
          {query.error.status === 404 ? 'Event not found' : 'Judging is for judges'}
        </h1>
        <p className="mt-2 text-stone-600">
          {query.error.status === 404
            ? 'There is no event at this address.'
            : 'Only the event’s hosts and the judges they invited can open this page.'}
        </p>
        <ButtonLink to={paths.event(slug)} variant="secondary" className="mt-6">
          Back to the event
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Judging</h1>
        <ButtonLink to={paths.event(slug)} variant="ghost" size="sm">
          Event page
        </ButtonLink>
      </div>
      <QueryResult query={query} loading="Loading judging" error="Judging could not be loaded.">
        {(setup) => (setup.can_manage ? <HostJudging slug={slug} setup={setup} /> : <JudgeView slug={slug} setup={setup} />)}
      </QueryResult>
    </div>
  );
}

function HostJudging({ slug, setup }: { slug: string; setup: JudgingSetup }) {
  return (
    <>
      <Section look="page" title="Criteria">
        <CriteriaForm slug={slug} setup={setup} />
      </Section>
      {setup.configured ? (
        <>
          <Section look="page" title="Judges">
            <JudgesPanel slug={slug} setup={setup} />
          </Section>
          <Section look="page" title="Results">
            <p className="text-sm text-stone-600">
              Scores are normalised per judge and criterion, so a harsh and a lenient judge count alike; the raw mean is shown
              beside them.
            </p>
            <ResultsPanel slug={slug} published={setup.published_at} />
          </Section>
        </>
      ) : null}
    </>
  );
}

function JudgeView({ slug, setup }: { slug: string; setup: JudgingSetup }) {
  if (!setup.configured) return <p className="text-sm text-stone-700">The hosts have not set up judging yet.</p>;
  if (setup.published_at) return <PublishedResults slug={slug} />;
  return <JudgeScoring slug={slug} />;
}

/** docs/product/judging.md#results-and-publishing: judges read the results once published. */
function PublishedResults({ slug }: { slug: string }) {
  const query = useQuery(resultsQuery(slug));
  return (
    <Section look="page" title="Results">
      <QueryResult query={query} loading="Loading results" error="The results could not be loaded.">
        {(data) => (
          <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {data.results.map((result) => (
              <li key={result.project_id} className="flex items-center gap-3 p-3 text-sm">
                <span className="w-8 font-semibold text-stone-900">{result.rank ?? '—'}</span>
                <span className="min-w-0 flex-1 text-stone-900">{result.name}</span>
                <span className="tabular-nums text-stone-600">{result.score === null ? '—' : result.score.toFixed(2)}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryResult>
    </Section>
  );
}
