import { useState, type ReactNode } from 'react';
import { isHttpUrl } from '@hearth/contract/link-text';
import type { User } from '@hearth/contract/user';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CutDescription } from '../../../components/ui/cut-description.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { aiProjectChips, filterAi, initialAiOnly } from '../applicant-view.ts';
import { CompanySnapshot } from './company-snapshot.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * docs/product/registrations.md#applicant-profile highlights: up to 3 AI GitHub project chips by stars, experience and education cards cut
 * to 200 characters, AI-only filters that start on and switch off when nothing is marked AI.
 * Mounted per applicant, so the filters' starting state is computed once for each person.
 */
export function ApplicantHighlights({ user }: { user: User }) {
  const chips = aiProjectChips(user.github_projects);
  const [experienceAiOnly, setExperienceAiOnly] = useState(() => initialAiOnly(user.experiences));
  const [projectsAiOnly, setProjectsAiOnly] = useState(() => initialAiOnly(user.github_projects));
  const experiences = filterAi(user.experiences, experienceAiOnly);
  const projects = filterAi(user.github_projects, projectsAiOnly).sort((a, b) => b.stars - a.stars);
  const currentCompany = user.experiences[0]?.company;
  const experienceEmpty = emptyText(user.experiences, experiences, 'No experience listed.', 'No AI experience.');
  const projectsEmpty = emptyText(user.github_projects, projects, 'No GitHub projects.', 'No AI GitHub projects.');

  return (
    <>
      <ProfileSection title="Highlights">
        {chips.length === 0 ? (
          <p className="text-sm text-stone-600">No AI GitHub projects.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Top AI GitHub projects">
            {chips.map((project) => (
              <li key={project.url || project.name}>
                {isHttpUrl(project.url) ? (
                  <a
                    href={project.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700 ring-1 ring-inset ring-accent-100 hover:bg-accent-100"
                  >
                    {project.name}
                    <span className="tabular-nums text-stone-600">★ {project.stars.toLocaleString('en-US')}</span>
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
                    {project.name} <span className="tabular-nums text-stone-600">★ {project.stars}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {user.ai_project ? (
          <p className="text-sm text-stone-700">
            <span className="font-medium text-stone-900">AI project: </span>
            {user.ai_project}
          </p>
        ) : null}
      </ProfileSection>

      {currentCompany ? <CompanySnapshot company={currentCompany} /> : null}

      <AiFilteredSection
        title="Experience"
        aiOnly={experienceAiOnly}
        onAiOnlyChange={setExperienceAiOnly}
        empty={experienceEmpty}
      >
        <ul className="space-y-2">
          {experiences.map((experience, index) => (
            <HighlightCard key={index} isAi={experience.is_ai} description={experience.description}>
              <span className="font-medium text-stone-900">{experience.title}</span>
              <span className="text-stone-600">at {experience.company}</span>
            </HighlightCard>
          ))}
        </ul>
      </AiFilteredSection>

      <ProfileSection title="Education">
        {user.education.length === 0 ? (
          <p className="text-sm text-stone-600">No education listed.</p>
        ) : (
          <ul className="space-y-2">
            {user.education.map((education, index) => (
              <li key={index} className="rounded-xl border border-stone-200 bg-white p-3">
                <p className="font-medium text-stone-900">{education.school}</p>
                {education.degree_name ? <p className="text-sm text-stone-600">{education.degree_name}</p> : null}
                <CutDescription text={education.description} className="mt-1 text-sm text-stone-700" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <AiFilteredSection title="GitHub projects" aiOnly={projectsAiOnly} onAiOnlyChange={setProjectsAiOnly} empty={projectsEmpty}>
        <ul className="space-y-2">
          {projects.map((project) => (
            <HighlightCard key={project.url || project.name} isAi={project.is_ai} description={project.description} small>
              <ExternalLink href={project.url} className="font-medium" plainClassName="font-medium text-stone-900">
                {project.name}
              </ExternalLink>
              <span className="tabular-nums text-stone-600">★ {project.stars.toLocaleString('en-US')}</span>
            </HighlightCard>
          ))}
        </ul>
      </AiFilteredSection>
    </>
  );
}

/** One card of a highlights list: its heading line, the AI badge for AI work, and the description cut to length. */
function HighlightCard({
  isAi,
  description,
  small = false,
  children,
}: {
  isAi: boolean;
  description: string | null | undefined;
  /** The whole card in small text (a GitHub project), not only its description (an experience). */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn('rounded-xl border border-stone-200 bg-white p-3', small && 'text-sm')}>
      <p className="flex flex-wrap items-center gap-2">
        {children}
        {isAi ? <Badge tone="accent">AI</Badge> : null}
      </p>
      <CutDescription text={description} className={cn('mt-1 text-stone-700', !small && 'text-sm')} />
    </li>
  );
}

/** What an empty list says: that there is nothing at all (`none`), or nothing AI while the filter is on (`noAi`). */
const emptyText = (all: readonly unknown[], shown: readonly unknown[], none: string, noAi: string) =>
  shown.length > 0 ? undefined : all.length === 0 ? none : noAi;

/** A list with its AI-only filter in the heading; `empty` is said instead of the list when there is nothing to show. */
function AiFilteredSection({
  title,
  aiOnly,
  onAiOnlyChange,
  empty,
  children,
}: {
  title: string;
  aiOnly: boolean;
  onAiOnlyChange: (aiOnly: boolean) => void;
  empty: string | undefined;
  children: ReactNode;
}) {
  return (
    <ProfileSection
      title={title}
      action={<Checkbox checked={aiOnly} onCheckedChange={onAiOnlyChange} label={<AiOnlyLabel list={title} />} />}
    >
      {empty ? <p className="text-sm text-stone-600">{empty}</p> : children}
    </ProfileSection>
  );
}

function AiOnlyLabel({ list }: { list: string }) {
  return (
    <>
      <span className="sr-only">{list}: </span>AI only
    </>
  );
}
