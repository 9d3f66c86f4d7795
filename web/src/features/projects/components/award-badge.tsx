import { awardTone } from '@hearth/contract/award-tone';
import type { Award } from '@hearth/contract/projects';
import { cn } from '../../../components/ui/cn.ts';

/** docs/product/profiles-and-projects.md#awards award badges: weight 1 gold, 2 silver, 3 bronze, others plain. */
const TONES = {
  gold: 'bg-amber-100 text-amber-900 ring-amber-300',
  silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
  plain: 'bg-white text-stone-700 ring-stone-300',
} as const;

const MEDALS = { gold: '🥇', silver: '🥈', bronze: '🥉', plain: null } as const;

export function AwardBadge({ award }: { award: Award }) {
  const tone = awardTone(award.award_weight);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {MEDALS[tone] ? <span aria-hidden="true">{MEDALS[tone]}</span> : null}
      {award.award_name}
    </span>
  );
}
