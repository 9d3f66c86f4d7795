import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

/** The footer's report form loads when first opened: the dialog library is not on any first screen. */
export const LazyReportIssueDialog = lazyDialog(() =>
  import('./report-issue-dialog.tsx').then((module) => module.ReportIssueDialog),
);
