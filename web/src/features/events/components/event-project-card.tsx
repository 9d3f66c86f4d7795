import { Link } from 'react-router';
import { isHttpUrl } from '@hearth/contract/common';
import type { EventProject } from '@hearth/contract/events';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../lib/paths.ts';

/** SPEC §2 award badges: weight 1 gold, 2 silver, 3 bronze, others plain. */
const AWARD_STYLES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900 ring-amber-300',
  2: 'bg-slate-200 text-slate-800 ring-slate-300',
  3: 'bg-orange-100 text-orange-900 ring-orange-300',
};
const AWARD_MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** A project built at the event (read-only here; editing lives with projects). */
export function EventProjectCard({ project, canSeeMembers }: { project: EventProject; canSeeMembers: boolean }) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4">
      {project.awards.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Awards">
          {project.awards.map((award) => (
            <li key={`${award.award_name}-${award.award_weight}`}>
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                  AWARD_STYLES[award.award_weight] ?? 'bg-stone-100 text-stone-700 ring-stone-200',
                )}
              >
                {AWARD_MEDALS[award.award_weight] ? <span aria-hidden="true">{AWARD_MEDALS[award.award_weight]}</span> : null}
                {award.award_name}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="font-semibold text-stone-900">{project.name}</h3>
      {project.description ? <p className="mt-1 text-sm text-stone-700">{project.description}</p> : null}
      {project.techStack ? (
        <p className="mt-2 text-sm text-stone-600">
          <span className="font-medium text-stone-800">Stack:</span> {project.techStack}
        </p>
      ) : null}
      <div className="mt-2 flex gap-3 text-sm">
        {isHttpUrl(project.slidesURL) ? (
          <a href={project.slidesURL} target="_blank" rel="noreferrer" className="text-accent-700 hover:underline">
            Slides
          </a>
        ) : null}
        {isHttpUrl(project.githubRepoURL) ? (
          <a href={project.githubRepoURL} target="_blank" rel="noreferrer" className="text-accent-700 hover:underline">
            Github
          </a>
        ) : null}
      </div>
      {project.teamMembers.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Team">
          {project.teamMembers.map((member) => (
            <li key={member.member_id} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
              {canSeeMembers ? (
                <Link to={paths.user(member.member_id)} className="hover:underline">
                  {member.member_name}
                </Link>
              ) : (
                member.member_name
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
