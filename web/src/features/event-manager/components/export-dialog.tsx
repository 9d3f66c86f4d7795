import { useState } from 'react';
import type { RequestsResponse } from '@hearth/contract/registrations';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { downloadText } from '../../../lib/csv.ts';
import { applicantsCsv, EXPORT_STATUSES, exportFileName, type ExportStatus } from '../export-csv.ts';

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
  requests: RequestsResponse;
};

/** docs/product/registrations.md#export CSV dialog: Approved / Waitlist / Pending / Declined with counts (Approved only by default). */
export function ExportDialog({ open, onOpenChange, eventName, requests }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Export CSV" description="Choose which applicants to export." size="sm">
      {/* Mounted only while open, so every opening starts from the default selection. */}
      {open ? <ExportForm eventName={eventName} requests={requests} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ExportForm({ eventName, requests, onDone }: { eventName: string; requests: RequestsResponse; onDone: () => void }) {
  const [chosen, setChosen] = useState<Record<ExportStatus, boolean>>({
    approved: true,
    waitlisted: false,
    pending: false,
    declined: false,
  });
  const statuses = EXPORT_STATUSES.filter((status) => chosen[status]);
  const counts: Record<ExportStatus, number> = {
    approved: requests.approved_count,
    waitlisted: requests.waitlisted_count,
    pending: requests.pending_count,
    declined: requests.declined_count,
  };

  function exportCsv() {
    const applications = [...requests.reviewed_requests, ...requests.waitlisted_requests, ...requests.pending_requests];
    const csv = applicantsCsv(applications, statuses);
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
