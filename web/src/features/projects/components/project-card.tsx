import { Link } from 'react-router';
import { isHttpUrl } from '@hearth/contract/link-text';
import type { Project } from '@hearth/contract/projects';
import { Button } from '../../../components/ui/button.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { AwardBadge } from './award-badge.tsx';
import { isSafeImage } from '../safe-image.ts';

type ProjectCardProps = {
  project: Project;
  /** Edit and delete buttons: admins, event admins and team members (docs/product/profiles-and-projects.md#project-card). */
  canManage: boolean;
  /** Member chips link to profiles only for admins and event admins (docs/product/profiles-and-projects.md#project-card). */
  canSeeMembers: boolean;
  /** The 'Event:' line (the profile shows it; the event page does not need it). */
  showEvent?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** A 'Leave' button for a team member, where others stay on the team (docs/product/profiles-and-projects.md#membership). */
  onLeave?: () => void;
};

/** docs/product/profiles-and-projects.md#project-card. */
export function ProjectCard({
  project,
  canManage,
  canSeeMembers,
  showEvent = false,
  onEdit,
  onDelete,
  onLeave,
}: ProjectCardProps) {
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs"
    >
      {isSafeImage(project.imageSrc) ? (
        <img src={project.imageSrc!} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" decoding="async" />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-16 items-center justify-center bg-gradient-to-br from-amber-50 via-stone-100 to-orange-100"
        >
          <span className="text-2xl font-semibold text-stone-400">{project.name.slice(0, 1).toUpperCase()}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        {project.awards.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Awards">
            {project.awards.map((award, index) => (
              <li key={`${award.award_name}-${award.award_weight}-${index}`}>
                <AwardBadge award={award} />
              </li>
            ))}
          </ul>
        ) : null}
        <h3 id={titleId} className="text-base font-semibold text-stone-900">
          <Link to={paths.project(project.id)} className="hover:underline">
            {project.name}
          </Link>
        </h3>
        {project.description ? <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{project.description}</p> : null}
        {project.techStack ? (
          <p className="mt-2 text-sm text-stone-600">
            <span className="font-medium text-stone-800">Stack:</span> {project.techStack}
          </p>
        ) : null}
        {showEvent ? (
          <p className="mt-1 text-sm text-stone-600">
            <span className="font-medium text-stone-800">Event:</span> {project.event.event_name}
          </p>
        ) : null}
        {isHttpUrl(project.slidesURL) || isHttpUrl(project.githubRepoURL) ? (
          <div className="mt-2 flex gap-4 text-sm">
            <ExternalLink href={project.slidesURL} className="font-medium">
              Slides
            </ExternalLink>
            <ExternalLink href={project.githubRepoURL} className="font-medium">
              Github
            </ExternalLink>
          </div>
        ) : null}
        {project.teamMembers.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Team">
            {project.teamMembers.map((member) => (
              <li key={member.member_id} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
                {canSeeMembers ? (
                  <Link to={paths.user(member.member_id)} className="hover:underline">
                    {member.member_name || 'Unnamed member'}
                  </Link>
                ) : (
                  member.member_name || 'Unnamed member'
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {canManage || onLeave ? (
          <div className="mt-4 flex gap-2 border-t border-stone-100 pt-3">
            {canManage ? (
              <>
                <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${project.name}`}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={onDelete}
                  aria-label={`Delete ${project.name}`}
                  className="text-red-700 hover:bg-red-50"
                >
                  Delete
                </Button>
              </>
            ) : null}
            {onLeave ? (
              <Button variant="ghost" size="sm" onClick={onLeave} aria-label={`Leave ${project.name}`} className="ml-auto">
                Leave
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
