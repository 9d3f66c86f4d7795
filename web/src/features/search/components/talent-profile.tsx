import type { ReactNode } from 'react';
import type { Evidence, Match, Talent } from '@hearth/contract/search';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CutDescription } from '../../../components/ui/cut-description.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { EvidenceList } from './evidence-list.tsx';
import { MatchInfo } from './match-info.tsx';
import { ProfileLinks } from './profile-links.tsx';

type Props = {
  talent: Talent;
  match?: Match;
  /** What they did on Hearth (docs/product/search.md#evidence). */
  evidence?: Evidence[];
  /** False for a profile imported without an account. */
  hasAccount?: boolean;
  onOpenCompany?: (companyId: string) => void;
  onShortlist?: () => void;
  shortlisted?: boolean;
};

/** A talent: who they are, why they matched, experiences, education, GitHub projects and links. */
export function TalentProfile({ talent, match, evidence = [], hasAccount, onOpenCompany, onShortlist, shortlisted }: Props) {
  return (
    <article className="space-y-5" aria-label={`Profile of ${talent.name || 'an unnamed talent'}`}>
      <header className="flex flex-wrap items-start gap-4">
        <Avatar src={talent.photoURL} name={talent.name} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <h2 className="text-xl font-semibold tracking-tight text-stone-900">{talent.name || 'Unnamed talent'}</h2>
          <p className="text-stone-700">{talent.headline}</p>
          <p className="mt-1 text-sm text-stone-500">{talent.email || 'Email unmigrated.'}</p>
          {hasAccount === false ? (
            <Badge className="mt-2" tone="info">
              Imported profile, no account
            </Badge>
          ) : null}
          <div className="mt-2">
            <ProfileLinks
              links={[
                { label: 'LinkedIn', url: talent.linkedInURL },
                { label: 'GitHub', url: talent.githubURL },
                { label: 'Twitter/X', url: talent.twitterURL },
              ]}
            />
          </div>
        </div>
        {onShortlist ? (
          <Button variant={shortlisted ? 'secondary' : 'primary'} size="sm" onClick={onShortlist} disabled={shortlisted}>
            {shortlisted ? 'Shortlisted' : 'Add to shortlist'}
          </Button>
        ) : null}
      </header>

      {match ? <MatchInfo match={match} /> : null}

      {evidence.length > 0 ? <EvidenceList id={`${talent.id}-evidence`} evidence={evidence} /> : null}

      <TalentSection id={`${talent.id}-experience`} title="Experience" empty={noneListed(talent.experiences, 'experience')}>
        <ol className="space-y-3">
          {talent.experiences.map((experience, index) => (
            <li key={index} className="rounded-xl border border-stone-200 bg-white p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-stone-900">{experience.title}</span>
                <span className="text-stone-500">at</span>
                {experience.company_id && onOpenCompany ? (
                  <button
                    type="button"
                    className="font-medium text-accent-700 underline-offset-2 hover:underline"
                    onClick={() => onOpenCompany(experience.company_id!)}
                  >
                    {experience.company}
                  </button>
                ) : (
                  <span className="text-stone-800">{experience.company}</span>
                )}
                {experience.is_ai ? <Badge tone="accent">AI</Badge> : null}
              </div>
              <CutDescription text={experience.description} className="mt-1 text-sm text-stone-600" />
            </li>
          ))}
        </ol>
      </TalentSection>

      <TalentSection id={`${talent.id}-education`} title="Education" empty={noneListed(talent.education, 'education')}>
        <ul className="space-y-2">
          {talent.education.map((education, index) => (
            <li key={index} className="text-sm">
              <span className="font-medium text-stone-900">{education.school}</span>
              {education.degree_name ? <span className="text-stone-600"> · {education.degree_name}</span> : null}
              <CutDescription text={education.description} className="text-stone-600" />
            </li>
          ))}
        </ul>
      </TalentSection>

      {talent.github_projects.length > 0 ? (
        <TalentSection id={`${talent.id}-github`} title="GitHub projects">
          <ul className="space-y-2">
            {[...talent.github_projects]
              .sort((a, b) => b.stars - a.stars)
              .map((project) => (
                <li key={project.name} className="text-sm">
                  <ExternalLink href={project.url} className="font-medium" plainClassName="font-medium">
                    {project.name}
                  </ExternalLink>
                  <span className="text-stone-500"> · ★ {project.stars}</span>
                  {project.is_ai ? (
                    <Badge tone="accent" className="ml-2">
                      AI
                    </Badge>
                  ) : null}
                  {project.description ? <p className="text-stone-600">{project.description}</p> : null}
                </li>
              ))}
          </ul>
        </TalentSection>
      ) : null}
    </article>
  );
}

/** 'No experience listed.' when the list is empty. */
const noneListed = (list: readonly unknown[], what: string) => (list.length === 0 ? `No ${what} listed.` : undefined);

/** One part of the profile under its heading; `empty` says so instead when there is nothing to list. */
function TalentSection({ id, title, empty, children }: { id: string; title: string; empty?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
        {title}
      </h3>
      {empty ? <p className="text-sm text-stone-500">{empty}</p> : children}
    </section>
  );
}
