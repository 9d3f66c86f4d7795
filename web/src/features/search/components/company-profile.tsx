import { useState } from 'react';
import type { Company, Match } from '@hearth/contract/search';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { withScheme } from '@hearth/contract/link-text';
import { MatchInfo } from './match-info.tsx';
import { ProfileLinks } from './profile-links.tsx';

type Props = { company: Company; match?: Match; onToggleTracked: () => void; onOpenTalent?: (id: string) => void };

/** A company: about, feed (research) and people tabs; People has Current and Past, Current on by default. */
export function CompanyProfile({ company, match, onToggleTracked, onOpenTalent }: Props) {
  const [showCurrent, setShowCurrent] = useState(true);
  const [showPast, setShowPast] = useState(false);
  const people = company.employees.filter((person) => (person.current ? showCurrent : showPast));
  const research = company.research;
  return (
    <article className="space-y-5" aria-label={`Company ${company.name}`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-48">
          <h2 className="text-xl font-semibold tracking-tight text-stone-900">{company.name}</h2>
          <p className="text-stone-700">{company.tagline}</p>
          <p className="mt-1 text-sm text-stone-500">{company.industry}</p>
          <div className="mt-2">
            <ProfileLinks
              links={[
                { label: 'Website', url: company.website ? withScheme(company.website) : null },
                { label: 'LinkedIn', url: company.linkedInURL },
              ]}
            />
          </div>
        </div>
        <Button
          variant={company.isTracked ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={company.isTracked}
          onClick={onToggleTracked}
        >
          {company.isTracked ? 'Tracked' : 'Track'}
        </Button>
      </header>

      {match ? <MatchInfo match={match} /> : null}

      <Tabs defaultValue="about">
        <TabsList aria-label="Company details">
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="feed">Feed</TabsTrigger>
          <TabsTrigger value="people">People</TabsTrigger>
        </TabsList>
        <TabsContent value="about" className="space-y-3 text-sm text-stone-700">
          <p>{company.description}</p>
          {research.ai_summary.summary ? <p>{research.ai_summary.summary}</p> : null}
          {research.ai_summary.ai_tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="AI tags">
              {research.ai_summary.ai_tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="accent" wrap>
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </TabsContent>
        <TabsContent value="feed" className="space-y-4 text-sm text-stone-700">
          {research.notable_products.length === 0 && research.competitors.length === 0 && research.collaborators.length === 0 ? (
            <p className="text-stone-500">No research yet.</p>
          ) : null}
          {research.notable_products.map((product) => (
            <div key={product.name} className="rounded-xl border border-stone-200 bg-white p-3">
              <p className="font-medium text-stone-900">{product.name}</p>
              {product.description ? <p>{product.description}</p> : null}
              {product.USP ? <p className="text-stone-500">USP: {product.USP}</p> : null}
            </div>
          ))}
          {research.competitors.length > 0 ? <p>Competitors: {research.competitors.join(', ')}</p> : null}
          {research.collaborators.length > 0 ? <p>Collaborators: {research.collaborators.join(', ')}</p> : null}
        </TabsContent>
        <TabsContent value="people" className="space-y-3">
          <div className="flex gap-4">
            <Checkbox checked={showCurrent} onCheckedChange={setShowCurrent} label="Current" />
            <Checkbox checked={showPast} onCheckedChange={setShowPast} label="Past" />
          </div>
          {people.length === 0 ? (
            <p className="text-sm text-stone-500">No people to show.</p>
          ) : (
            <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
              {people.map((person) => (
                <li key={person.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    {onOpenTalent ? (
                      <button
                        type="button"
                        className="font-medium text-accent-700 hover:underline"
                        onClick={() => onOpenTalent(person.id)}
                      >
                        {person.name}
                      </button>
                    ) : (
                      <span className="font-medium">{person.name}</span>
                    )}
                    <p className="truncate text-stone-600" title={person.headline}>
                      {person.headline}
                    </p>
                  </div>
                  <span className="text-xs text-stone-500">{person.current ? 'Current' : 'Past'}</span>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </article>
  );
}
