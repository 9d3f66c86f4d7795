import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Assignments } from '@hearth/contract/judging';
import { isHttpUrl } from '@hearth/contract/link-text';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import { runAction } from '../../../lib/action.ts';
import { paths } from '../../../lib/paths.ts';
import { assignmentsQuery, judgingKeys, saveScore } from '../api.ts';
import { ScoreButtons } from './score-buttons.tsx';

/** docs/product/judging.md#scoring: the judge's phone-first screen, one project at a time. */
export function JudgeScoring({ slug }: { slug: string }) {
  const query = useQuery(assignmentsQuery(slug));
  return (
    <QueryResult query={query} loading="Loading your projects" error="Your projects could not be loaded.">
      {(data) =>
        data.assignments.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-5 text-sm text-stone-700">
            There are no projects for you to score yet{data.track ? ` in the ${data.track} track` : ''}.
          </p>
        ) : (
          <ScoringSteps slug={slug} data={data} />
        )
      }
    </QueryResult>
  );
}

function ScoringSteps({ slug, data }: { slug: string; data: Assignments }) {
  const firstUnscored = data.assignments.findIndex((row) => row.mine === null);
  const [index, setIndex] = useState(firstUnscored === -1 ? 0 : firstUnscored);
  const current = data.assignments[Math.min(index, data.assignments.length - 1)]!;
  const scoredCount = data.assignments.filter((row) => row.mine !== null).length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700" aria-live="polite">
          Project {index + 1} of {data.assignments.length} · {scoredCount} scored
        </p>
        {data.track ? <Badge tone="info">{data.track} track</Badge> : null}
      </div>
      {!data.open ? (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Judging is closed. Your scores are kept as they are.
        </p>
      ) : null}
      <nav aria-label="Projects to score">
        <ol className="flex flex-wrap gap-2">
          {data.assignments.map((row, position) => (
            <li key={row.project.id}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-current={position === index ? 'step' : undefined}
                aria-label={`${row.project.name}${row.mine ? ' (scored)' : ''}`}
                className={
                  position === index
                    ? 'h-9 min-w-9 rounded-full bg-stone-900 px-3 text-sm font-semibold text-white'
                    : row.mine
                      ? 'h-9 min-w-9 rounded-full bg-emerald-100 px-3 text-sm font-semibold text-emerald-900'
                      : 'h-9 min-w-9 rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-800'
                }
              >
                {position + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <ScoreSheet
        key={current.project.id}
        slug={slug}
        data={data}
        row={current}
        onSaved={() => setIndex((position) => Math.min(position + 1, data.assignments.length - 1))}
      />
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={index >= data.assignments.length - 1} onClick={() => setIndex(index + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

function ScoreSheet({
  slug,
  data,
  row,
  onSaved,
}: {
  slug: string;
  data: Assignments;
  row: Assignments['assignments'][number];
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [scores, setScores] = useState<Record<string, number>>(row.mine?.scores ?? {});
  const [note, setNote] = useState(row.mine?.note ?? '');
  const [pending, setPending] = useState(false);
  const { project } = row;
  const missing = data.criteria.filter((criterion) => scores[criterion.name] === undefined);

  const save = async () => {
    setPending(true);
    const saved = await runAction(() => saveScore(slug, project.id, { scores, note }), {
      success: `Score saved for ${project.name}`,
    });
    setPending(false);
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: judgingKeys.assignments(slug) });
    onSaved();
  };

  return (
    <article aria-labelledby="scored-project" className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <header className="space-y-2">
        <h2 id="scored-project" className="text-xl font-semibold text-stone-900">
          {project.name}
        </h2>
        {project.description ? (
          <p className="line-clamp-6 whitespace-pre-line text-sm text-stone-700">{project.description}</p>
        ) : null}
        {project.techStack ? <p className="text-sm text-stone-600">Stack: {project.techStack}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.project(project.id)} className="font-medium text-accent-700 underline-offset-2 hover:underline">
            Open project page
          </Link>
          {isHttpUrl(project.demoURL) ? <ExternalLink href={project.demoURL}>Live demo</ExternalLink> : null}
          {isHttpUrl(project.githubRepoURL) ? <ExternalLink href={project.githubRepoURL}>Github</ExternalLink> : null}
        </div>
      </header>
      {data.criteria.map((criterion) => (
        <ScoreButtons
          key={criterion.name}
          name={`score-${criterion.name}`}
          label={`${criterion.name} (weight ${criterion.weight})`}
          hint={criterion.description || undefined}
          value={scores[criterion.name]}
          disabled={!data.open || pending}
          onChange={(value) => setScores((current) => ({ ...current, [criterion.name]: value }))}
        />
      ))}
      <Field label="Note for the hosts (optional)" hint="Only the hosts read notes.">
        {(props) => (
          <Textarea
            {...props}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={2000}
            disabled={!data.open || pending}
          />
        )}
      </Field>
      <Button
        className="h-12 w-full text-base"
        disabled={!data.open || pending || missing.length > 0}
        onClick={() => void save()}
      >
        {pending ? 'Saving...' : row.mine ? 'Update score' : 'Save score'}
      </Button>
      {data.open && missing.length > 0 ? (
        <p className="text-center text-xs text-stone-600">
          Score every criterion to save: {missing.map((c) => c.name).join(', ')}.
        </p>
      ) : null}
    </article>
  );
}
