import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { companyPageUrl, type Company, type CompanyResult, type TalentResult } from '@hearth/contract/search';
import { isHttpUrl, withScheme } from '@hearth/contract/link-text';
import { cutText } from '@hearth/contract/cut-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { idOf, useSearch } from '../use-search.ts';
import { shortlistActions, toEntry, useShortlist } from '../shortlist.ts';
import { SearchPanel } from './search-panel.tsx';
import { TalentProfile } from './talent-profile.tsx';
import { CompanyProfile } from './company-profile.tsx';
import { DetailOverlay, type Extra } from './detail-overlay.tsx';
import { ShortlistSidebar } from './shortlist-sidebar.tsx';
import { ProfileSheet } from './profile-sheet.tsx';

type Tab = 'talents' | 'companies';
const TABS: readonly Tab[] = ['talents', 'companies'];

/** Each tab's search box and load more button. */
const PANEL_TEXTS: Record<Tab, { inputId: string; label: string; placeholder: string; loadMoreLabel: string; keysHint: string }> =
  {
    talents: {
      inputId: 'talent-search',
      label: 'Search talents',
      placeholder: 'e.g. PyTorch engineer formerly at Stripe',
      loadMoreLabel: 'Load More Talents',
      keysHint: 'Enter searches, Shift+Enter adds a line · ! LinkedIn, @ GitHub, # Twitter/X of the profile shown',
    },
    companies: {
      inputId: 'company-search',
      label: 'Search companies',
      placeholder: 'e.g. robotics startups using computer vision',
      loadMoreLabel: 'Load More Companies',
      keysHint: 'Enter searches, Shift+Enter adds a line · ! LinkedIn, @ website, # Twitter/X of the company shown',
    },
  };

/** Narrower than this, there is no room for the profile beside the list: it opens in a sheet instead. */
const NARROW = '(max-width: 1023px)';

/** docs/product/search.md#screen: company names are cut to 34 characters in the list. */
const cutName = (name: string) => cutText(name, 34, '...');

function openLink(url: string | null | undefined) {
  if (url && isHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/** docs/product/search.md#screen Database: talent and company search, the shown profile, the overlay and the shortlist. */
export function DatabaseScreen() {
  const [tab, setTab] = useState<Tab>('talents');
  const [prompts, setPrompts] = useState({ talents: '', companies: '' });
  const [extra, setExtra] = useState<Extra | null>(null);
  const [tracked, setTracked] = useState<Record<string, boolean>>({});
  const talents = useSearch('talents');
  const companies = useSearch('companies');
  const searches = { talents, companies };
  const shortlist = useShortlist();
  // On a phone a tap on a result opens its profile over the list (docs/product/search.md#screen).
  const [sheetOpen, setSheetOpen] = useState(false);
  const reveal = () => {
    if (window.matchMedia(NARROW).matches) setSheetOpen(true);
  };

  const isTracked = (company: Company) => tracked[company.linkedInURL] ?? company.isTracked;
  // docs/product/search.md#screen: the tracked flag toggles locally on the list, the selected item and the open overlay.
  const toggleTracked = (company: Company) =>
    setTracked((current) => ({ ...current, [company.linkedInURL]: !isTracked(company) }));
  // docs/product/search.md#screen: a company given as a bare id becomes a company-page URL on the professional network.
  const openExtra = (next: Extra) =>
    setExtra(next.type === 'Company' ? { type: 'Company', url: companyPageUrl(next.url) } : next);

  const talent = talents.selected as TalentResult | null;
  const company = companies.selected as CompanyResult | null;
  const shownLinks = () =>
    tab === 'talents'
      ? { linkedin: talent?.user.linkedInURL, github: talent?.user.githubURL, twitter: talent?.user.twitterURL }
      : {
          linkedin: company?.linkedInURL,
          github: company?.website ? withScheme(company.website) : null,
          twitter: company?.social_links.twitter ?? null,
        };

  const shownProfile =
    tab === 'talents' && talent ? (
      <TalentProfile
        talent={talent.user}
        match={talent.match}
        evidence={talent.evidence}
        hasAccount={talent.has_account}
        onOpenCompany={(companyId) => openExtra({ type: 'Company', url: companyId })}
        onShortlist={() => shortlistActions.add(toEntry(talent.user))}
        shortlisted={shortlist.entries.some((entry) => entry.id === talent.user.id)}
      />
    ) : tab === 'companies' && company ? (
      <CompanyProfile
        company={{ ...company, isTracked: isTracked(company) }}
        match={company.match}
        onToggleTracked={() => toggleTracked(company)}
        onOpenTalent={(id) => openExtra({ type: 'Talent', id })}
      />
    ) : null;

  // docs/product/search.md#shortcuts; none fire while typing in a field (the library's default).
  useHotkeys('!', () => openLink(shownLinks().linkedin), { useKey: true });
  useHotkeys('@', () => openLink(shownLinks().github), { useKey: true });
  useHotkeys('#', () => openLink(shownLinks().twitter), { useKey: true });
  useHotkeys('enter', () => void searches[tab].search(prompts[tab]), {
    enabled: extra === null && !sheetOpen,
    // Enter on a focused button or link activates that control instead.
    ignoreEventWhen: (event) => event.target instanceof Element && event.target.closest('button, a, [role="tab"]') !== null,
  });
  useHotkeys('escape', () => setExtra(null), { enabled: extra !== null });

  return (
    <section aria-labelledby="database-title" className="space-y-4">
      <h1 id="database-title" className="text-2xl font-semibold tracking-tight text-stone-900">
        Database
      </h1>
      {/* The shortlist's column is only there while it has entries (docs/product/search.md#screen); otherwise the profile takes the room. */}
      <div
        className={`grid gap-6 lg:grid-cols-[minmax(300px,380px)_minmax(0,1fr)] ${
          shortlist.entries.length > 0 ? 'xl:grid-cols-[minmax(300px,380px)_minmax(0,1fr)_260px]' : ''
        }`}
      >
        <div className="min-w-0">
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Search">
              <TabsTrigger value="talents">Talents</TabsTrigger>
              <TabsTrigger value="companies">Companies</TabsTrigger>
            </TabsList>
            {TABS.map((kind) => (
              <TabsContent key={kind} value={kind} forceMount hidden={tab !== kind}>
                <SearchPanel<TalentResult | CompanyResult>
                  {...PANEL_TEXTS[kind]}
                  search={searches[kind]}
                  prompt={prompts[kind]}
                  onPromptChange={(value) => setPrompts((current) => ({ ...current, [kind]: value }))}
                  idOf={idOf}
                  onChoose={reveal}
                  renderItem={(item) =>
                    'user' in item ? (
                      <>
                        <span className="block truncate font-medium" title={item.user.name}>
                          {item.user.name || 'Unnamed talent'}
                        </span>
                        <span className="block truncate opacity-75" title={item.user.headline}>
                          {item.user.headline}
                        </span>
                        {/* The best of what they did on Hearth (docs/product/search.md#evidence); all of it is in the profile. */}
                        {item.evidence[0] ? (
                          <span className="mt-0.5 block truncate text-xs opacity-75" title={item.evidence[0].text}>
                            <span aria-hidden="true">{item.evidence[0].kind === 'award' ? '🏆 ' : '◆ '}</span>
                            {item.evidence[0].text}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <>
                        <span className="flex items-center gap-2">
                          <span className="truncate font-medium" title={item.name}>
                            {cutName(item.name)}
                          </span>
                          {isTracked(item) ? <span className="text-xs opacity-75">Tracked</span> : null}
                        </span>
                        <span className="block truncate opacity-75" title={item.industry}>
                          {item.industry}
                        </span>
                      </>
                    )
                  }
                />
              </TabsContent>
            ))}
          </Tabs>
        </div>

        {/* Beside the list on a wide screen; on a phone the sheet below shows the profile instead. */}
        <div className="hidden min-w-0 rounded-2xl border border-stone-200 bg-stone-50/60 p-5 lg:block">
          {shownProfile ?? (
            <p className="py-16 text-center text-sm text-stone-500">
              {tab === 'talents' ? 'Search talents to see a profile here.' : 'Search companies to see one here.'}
            </p>
          )}
        </div>

        {shortlist.entries.length > 0 ? (
          <div className="min-w-0 lg:col-span-2 xl:col-span-1">
            <ShortlistSidebar />
          </div>
        ) : null}
      </div>

      <ProfileSheet
        open={sheetOpen && shownProfile !== null}
        title={tab === 'talents' ? 'Talent' : 'Company'}
        onClose={() => setSheetOpen(false)}
      >
        {shownProfile}
      </ProfileSheet>

      <DetailOverlay
        extra={extra}
        onClose={() => setExtra(null)}
        tracked={isTracked}
        onToggleTracked={toggleTracked}
        onOpen={openExtra}
      />
    </section>
  );
}
