import { useState } from 'react';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { LazyReportIssueDialog } from '../../features/issues/components/lazy-report-issue-dialog.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';

export function SiteFooter() {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  return (
    <footer className="mt-16 border-t border-stone-200">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Hearth. Built for AI builders.</p>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Report an Issue <Badge tone="accent">Beta</Badge>
        </Button>
      </div>
      <LazyReportIssueDialog open={open} onOpenChange={setOpen} defaults={{ email: user?.email ?? '', name: user?.name ?? '' }} />
    </footer>
  );
}
