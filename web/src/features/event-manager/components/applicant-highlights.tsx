import { useState } from 'react';
import { cutDescription, isHttpUrl } from '@hearth/contract/link-text';
import type { User } from '@hearth/contract/user';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
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

      <ProfileSection
        title="Experience"
        action={
          <Checkbox checked={experienceAiOnly} onCheckedChange={setExperienceAiOnly} label={<AiOnlyLabel list="Experience" />} />
        }
      >
        {experiences.length === 0 ? (
          <p className="text-sm text-stone-600">
            {user.experiences.length === 0 ? 'No experience listed.' : 'No AI experience.'}
          </p>
        ) : (
          <ul className="space-y-2">
            {experiences.map((experience, index) => (
              <li key={index} className="rounded-xl border border-stone-200 bg-white p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-stone-900">{experience.title}</span>
                  <span className="text-stone-600">at {experience.company}</span>
                  {experience.is_ai ? <Badge tone="accent">AI</Badge> : null}
                </p>
                {experience.description ? (
                  <p className="mt-1 text-sm text-stone-700">{cutDescription(experience.description)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection title="Education">
        {user.education.length === 0 ? (
          <p className="text-sm text-stone-600">No education listed.</p>
        ) : (
          <ul className="space-y-2">
            {user.education.map((education, index) => (
              <li key={index} className="rounded-xl border border-stone-200 bg-white p-3">
                <p className="font-medium text-stone-900">{education.school}</p>
                {education.degree_name ? <p className="text-sm text-stone-600">{education.degree_name}</p> : null}
                {education.description ? (
                  <p className="mt-1 text-sm text-stone-700">{cutDescription(education.description)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection
        title="GitHub projects"
        action={
          <Checkbox checked={projectsAiOnly} onCheckedChange={setProjectsAiOnly} label={<AiOnlyLabel list="GitHub projects" />} />
        }
      >
        {projects.length === 0 ? (
          <p className="text-sm text-stone-600">
            {user.github_projects.length === 0 ? 'No GitHub projects.' : 'No AI GitHub projects.'}
          </p>
        ) : (
          <ul className="space-y-2">
            {projects.map((project) => (
              <li key={project.url || project.name} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <ExternalLink
                    href={project.url}
                    className="font-medium"
                    fallback={<span className="font-medium text-stone-900">{project.name}</span>}
                  >
                    {project.name}
                  </ExternalLink>
                  <span className="tabular-nums text-stone-600">★ {project.stars.toLocaleString('en-US')}</span>
                  {project.is_ai ? <Badge tone="accent">AI</Badge> : null}
                </p>
                {project.description ? <p className="mt-1 text-stone-700">{cutDescription(project.description)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>
    </>
  );
}

function AiOnlyLabel({ list }: { list: string }) {
  return (
    <>
      <span className="sr-only">{list}: </span>AI only
    </>
  );
}
