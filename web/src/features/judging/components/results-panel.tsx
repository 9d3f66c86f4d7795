import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JudgingResult } from '@hearth/contract/judging';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import { runAction } from '../../../lib/action.ts';
import { downloadText } from '../../../lib/csv.ts';
import { fetchAllScores, judgingKeys, publishResults, resultsQuery } from '../api.ts';
import { scoresCsv } from '../scores-csv.ts';

/** docs/product/profiles-and-projects.md#awards: weight 1 gold, 2 silver, 3 bronze. */
const PLACES = [
  { weight: 1, label: 'Gold', name: 'First place' },
  { weight: 2, label: 'Silver', name: 'Second place' },
  { weight: 3, label: 'Bronze', name: 'Third place' },
] as const;

const formatScore = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** The award a result gets by default: its rank's place (ties share it), none past bronze. */
const defaultPlace = (result: JudgingResult) => (result.rank !== null && result.rank <= 3 ? result.rank : 0);

/**
 * docs/product/judging.md#results-and-publishing: the normalised results (hosts and site admins), awards to
 * publish, and the CSV export of every score.
 */
export function ResultsPanel({ slug, published }: { slug: string; published: string | null }) {
  const query = useQuery(resultsQuery(slug));
  return (
    <QueryResult query={query} loading="Loading results" error="The results could not be loaded.">
      {(data) => <ResultsTable slug={slug} results={data.results} published={published} />}
    </QueryResult>
  );
}

function ResultsTable({ slug, results, published }: { slug: string; results: JudgingResult[]; published: string | null }) {
  const queryClient = useQueryClient();
  const [places, setPlaces] = useState<Record<string, number>>(() =>
    Object.fromEntries(results.map((result) => [result.project_id, defaultPlace(result)])),
  );
  const [pending, setPending] = useState(false);
  const awards = results.flatMap((result) => {
    const place = PLACES.find((candidate) => candidate.weight === (places[result.project_id] ?? 0));
    return place ? [{ project_id: result.project_id, award_name: place.name, award_weight: place.weight }] : [];
  });

  const publish = async () => {
    setPending(true);
    const done = await runAction(() => publishResults(slug, { awards }), { success: 'Results published' });
    setPending(false);
    if (done) await queryClient.invalidateQueries({ queryKey: judgingKeys.event(slug) });
    return Boolean(done);
  };
  const exportCsv = async () => {
    const all = await runAction(() => fetchAllScores(slug), { success: false });
    if (all) downloadText(`judging-${slug}.csv`, scoresCsv(all));
  };

  if (results.length === 0) return <p className="text-sm text-stone-600">This event has no projects yet.</p>;
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">Results, best first</caption>
          <thead className="border-b border-stone-200 bg-stone-50/60 text-left text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rank
              </th>
              <th scope="col" className="px-3 py-2">
                Project
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Score
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Raw mean
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Judges
              </th>
              <th scope="col" className="px-3 py-2">
                Award
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {results.map((result) => (
              <tr key={result.project_id}>
                <td className="px-3 py-2 font-semibold text-stone-900">
                  {result.rank ?? '—'} {result.tie ? <Badge tone="warning">Tie</Badge> : null}
                </td>
                <td className="px-3 py-2 text-stone-900">
                  {result.name}
                  {result.track ? <span className="block text-xs text-stone-600">{result.track}</span> : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatScore(result.score)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-stone-600">{formatScore(result.raw_mean)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-stone-600">{result.judge_count}</td>
                <td className="px-3 py-2">
                  <select
                    aria-label={`Award for ${result.name}`}
                    value={places[result.project_id] ?? 0}
                    onChange={(event) => setPlaces({ ...places, [result.project_id]: Number(event.target.value) })}
                    className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                  >
                    <option value={0}>None</option>
                    {PLACES.map((place) => (
                      <option key={place.weight} value={place.weight}>
                        {`${place.name} (${place.label.toLowerCase()})`}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ConfirmButton
          label={published ? 'Publish again' : 'Publish results'}
          ariaLabel={published ? 'Publish again' : 'Publish results'}
          title="Publish the results?"
          description={`${awards.length} award${awards.length === 1 ? '' : 's'} go onto the projects, judging closes and judges see the results.`}
          pending={pending}
          onConfirm={publish}
        />
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        {published ? <span className="text-xs text-stone-600">Published {new Date(published).toLocaleString()}</span> : null}
      </div>
    </div>
  );
}
