import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReportIssueDialog as ReportIssueDialogComponent } from './report-issue-dialog.tsx';

const ReportIssueDialog = lazy(() =>
  import('./report-issue-dialog.tsx').then((module) => ({ default: module.ReportIssueDialog })),
);

/** The footer's report form loads when first opened: the dialog library is not on any first screen. */
export function LazyReportIssueDialog(props: ComponentProps<typeof ReportIssueDialogComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportIssueDialog {...props} />
    </Suspense>
  );
}
