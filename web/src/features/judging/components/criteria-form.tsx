import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_CRITERIA, type JudgingSetup } from '@hearth/contract/judging';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { runAction } from '../../../lib/action.ts';
import { judgingKeys, saveJudging } from '../api.ts';

type Row = { name: string; weight: string; description: string };

const STARTER: Row[] = [
  { name: 'Impact', weight: '3', description: 'Does it solve a real problem for real people?' },
  { name: 'Execution', weight: '2', description: 'Does it work, and how well is it built?' },
  { name: 'Presentation', weight: '1', description: 'Is the demo clear?' },
];

/** docs/product/judging.md#set-up: criteria with weights, tracks, open or closed (the server checks every rule). */
export function CriteriaForm({ slug, setup }: { slug: string; setup: JudgingSetup }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(
    setup.configured ? setup.criteria.map((criterion) => ({ ...criterion, weight: String(criterion.weight) })) : STARTER,
  );
  const [tracks, setTracks] = useState(setup.tracks.join(', '));
  const [open, setOpen] = useState(setup.open);
  const [pending, setPending] = useState(false);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...patch } : row)));

  const save = async () => {
    setPending(true);
    const saved = await runAction(
      () =>
        saveJudging(slug, {
          criteria: rows.map((row) => ({ name: row.name, weight: Number(row.weight), description: row.description })),
          tracks: tracks
            .split(',')
            .map((track) => track.trim())
            .filter(Boolean),
          open,
        }),
      { success: 'Judging saved' },
    );
    setPending(false);
    if (saved) await queryClient.invalidateQueries({ queryKey: judgingKeys.event(slug) });
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="grid gap-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_6rem_auto]">
            <Input
              aria-label={`Criterion ${index + 1} name`}
              value={row.name}
              maxLength={60}
              onChange={(event) => change(index, { name: event.target.value })}
              placeholder="Criterion"
            />
            <Input
              aria-label={`Criterion ${index + 1} weight`}
              type="number"
              min="0.1"
              step="any"
              inputMode="decimal"
              value={row.weight}
              onChange={(event) => change(index, { weight: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="self-center"
              aria-label={`Remove criterion ${index + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows(rows.filter((_, position) => position !== index))}
            >
              Remove
            </Button>
            <Input
              aria-label={`Criterion ${index + 1} description`}
              className="sm:col-span-3"
              value={row.description}
              maxLength={500}
              onChange={(event) => change(index, { description: event.target.value })}
              placeholder="What judges look for (optional)"
            />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= MAX_CRITERIA}
        onClick={() => setRows([...rows, { name: '', weight: '1', description: '' }])}
      >
        Add criterion
      </Button>
      <label className="block space-y-1.5">
        <span className="block text-sm font-medium text-stone-800">Tracks (comma separated, optional)</span>
        <Input value={tracks} onChange={(event) => setTracks(event.target.value)} placeholder="AI agents, Hardware" />
      </label>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} className="h-4 w-4" />
        Judging is open (judges can score)
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save judging'}
      </Button>
    </form>
  );
}
