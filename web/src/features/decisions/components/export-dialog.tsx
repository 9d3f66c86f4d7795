import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { downloadText } from '../../../lib/csv.ts';
import { applicantsCsv, EXPORT_STATUSES, exportFileName, type ExportStatus } from '../export-csv.ts';
import type { RegistrationLists } from '../api.ts';

const LABELS: Record<ExportStatus, string> = {
  approved: 'Approved',
  waitlisted: 'Waitlist',
  pending: 'Pending',
  declined: 'Declined',
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventName: string;
  registrations: RegistrationLists;
};

/** docs/product/registrations.md#export CSV dialog: Approved / Waitlist / Pending / Declined with counts (Approved only by default). */
export function ExportDialog({ open, onOpenChange, eventName, registrations }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Export CSV" description="Choose which applicants to export." size="sm">
      {/* Mounted only while open, so every opening starts from the default selection. */}
      {open ? <ExportForm eventName={eventName} registrations={registrations} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ExportForm({
  eventName,
  registrations,
  onDone,
}: {
  eventName: string;
  registrations: RegistrationLists;
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<Record<ExportStatus, boolean>>({
    approved: true,
    waitlisted: false,
    pending: false,
    declined: false,
  });
  const statuses = EXPORT_STATUSES.filter((status) => chosen[status]);
  const counts: Record<ExportStatus, number> = {
    approved: registrations.approved_count,
    waitlisted: registrations.waitlisted_count,
    pending: registrations.pending_count,
    declined: registrations.declined_count,
  };

  function exportCsv() {
    const all = [...registrations.reviewed_requests, ...registrations.waitlisted_requests, ...registrations.pending_requests];
    const csv = applicantsCsv(all, statuses);
    downloadText(exportFileName(eventName, statuses), csv);
    onDone();
  }

  return (
    <>
      <fieldset className="space-y-3">
        <legend className="sr-only">Statuses to export</legend>
        {EXPORT_STATUSES.map((status) => (
          <Checkbox
            key={status}
            checked={chosen[status]}
            onCheckedChange={(checked) => setChosen((previous) => ({ ...previous, [status]: checked }))}
            label={
              <>
                {LABELS[status]} <span className="tabular-nums text-stone-500">({counts[status].toLocaleString('en-US')})</span>
              </>
            }
          />
        ))}
      </fieldset>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {/* docs/product/registrations.md#export: Export is disabled unless at least one status is ticked. */}
        <Button onClick={exportCsv} disabled={statuses.length === 0}>
          Export
        </Button>
      </DialogFooter>
    </>
  );
}
