import { useMemo, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { paths } from '../../../lib/paths.ts';
import type { ApplicantList } from '../use-applicant-list.ts';
import { useDecisions } from '../use-decisions.ts';
import { useSelection } from '../use-selection.ts';
import { useDecisionKeys } from '../use-decision-keys.ts';
import { BulkBar } from './bulk-bar.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ShortcutHelp } from './shortcut-help.tsx';
import { countsLine } from '../counts-line.ts';
import { ExportDialog } from './export-dialog.tsx';
import { MessageGuestsDialog } from '../../guest-messages/index.ts';
import { RegistrationList } from './registration-list.tsx';
import { RegistrationMode } from './registration-mode.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import type { Registration } from '../api.ts';

type Props = {
  slug: string;
  eventName: string;
  /** False: guests are approved at once while places last (docs/product/registrations.md#one-step-rsvp). */
  approvalRequired: boolean;
  /** The applicants as shown (use-applicant-list.ts), shared with the profile. */
  list: ApplicantList;
  selectedId: string | null;
  onSelect: (item: Registration) => void;
  /** Opens the event form dialog (composed by the route: docs/product/registrations.md#event-manager Edit). */
  onEdit: () => void;
};

/** docs/product/registrations.md#event-manager review panel: counts, View / Edit / Export / Message guests, search, and the registration lists. */
export function ReviewPanel({ slug, eventName, approvalRequired, list, selectedId, onSelect, onEdit }: Props) {
  const { query, filter, setFilter, search, setSearch, lists, shown, filtered } = list;
  const [exporting, setExporting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const data = query.data;
  const total = data?.request_count ?? 0;
  const shownIds = useMemo(() => shown.map((item) => item.userId), [shown]);
  const selection = useSelection(shownIds);
  const decisions = useDecisions(slug, data?.event.id);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [helping, setHelping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = shown[Math.min(activeIndex, shown.length - 1)] ?? null;

  const keyActions = useMemo(
    () => ({
      move: (by: 1 | -1) => setActiveIndex((index) => Math.max(0, Math.min(shown.length - 1, index + by))),
      // The decided applicant leaves the pending list, so the cursor's place now holds the next one.
      approve: () => void (active && decisions.decideOne(active, 'approved')),
      decline: () => void (active && decisions.decideOne(active, 'declined')),
      open: () => void (active && onSelect(active)),
      toggle: () => void (active && selection.toggle(active.userId)),
      help: () => setHelping(true),
    }),
    [shown.length, active, decisions, onSelect, selection],
  );
  useDecisionKeys(keyActions, !exporting && !messaging && !helping && !confirming);

  return (
    <section aria-labelledby="review-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="review-title" className="text-lg font-semibold tracking-tight text-stone-900">
          {eventName}
        </h2>
        <p className="text-sm tabular-nums text-stone-600" aria-live="polite">
          {data ? countsLine(data) : '\u00a0'}
        </p>
        <RegistrationMode approvalRequired={approvalRequired} />
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.event(slug)} variant="secondary" size="sm">
          View
        </ButtonLink>
        <ButtonLink to={paths.eventCheckIn(slug)} variant="secondary" size="sm">
          Check-in
        </ButtonLink>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        {/* docs/product/registrations.md#export: Export event is disabled when there are no applications. */}
        <Button variant="secondary" size="sm" onClick={() => setExporting(true)} disabled={!data || total === 0}>
          Export
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setMessaging(true)} disabled={!data}>
          Message guests
        </Button>
      </div>

      <QueryResult query={query} loading="Loading applications" error="We could not load the applications." className="py-10">
        {() =>
          total === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
              No applications or legacy event.
            </p>
          ) : (
            <>
              <div className="flex gap-2">
                <SearchInput
                  label="Search applicants"
                  placeholder="Search by name, email or headline"
                  value={search}
                  onValueChange={setSearch}
                />
                <Button variant="ghost" size="sm" className="h-10 shrink-0" onClick={() => setHelping(true)}>
                  <span aria-hidden="true">?</span>
                  <span className="sr-only">Keyboard shortcuts</span>
                </Button>
              </div>
              <FilterBar filter={filter} onChange={setFilter} />
              <BulkBar
                selectedCount={selection.selected.length}
                matchingCount={shown.length}
                hasCapacity={data?.event.capacity !== null}
                pending={decisions.isDeciding}
                onSelectAll={selection.selectAll}
                onClear={selection.clear}
                onConfirmOpenChange={setConfirming}
                onDecide={async (status) => {
                  if (await decisions.decideAll(selection.selected, status)) selection.clear();
                }}
              />
              <RegistrationList
                pending={lists.pending}
                reviewed={lists.reviewed}
                waitlist={lists.waitlist}
                filtered={filtered}
                selectedId={selectedId}
                activeId={activeIndex >= 0 ? (active?.userId ?? null) : null}
                isChecked={selection.isSelected}
                onCheck={(item, options) => selection.toggle(item.userId, options)}
                onSelect={(item) => {
                  setActiveIndex(shownIds.indexOf(item.userId));
                  onSelect(item);
                }}
                onSetStatus={(item, status) => void decisions.decideOne(item, status)}
              />
            </>
          )
        }
      </QueryResult>
      {data ? <ExportDialog open={exporting} onOpenChange={setExporting} eventName={eventName} registrations={data} /> : null}
      <MessageGuestsDialog slug={slug} open={messaging} onOpenChange={setMessaging} />
      <ShortcutHelp open={helping} onOpenChange={setHelping} />
    </section>
  );
}
