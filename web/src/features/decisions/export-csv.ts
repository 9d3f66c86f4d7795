import { toCsv } from '../../lib/csv.ts';

/** docs/product/registrations.md#statuses registration states and the waitlist, in the order the export dialog lists them. */
export const EXPORT_STATUSES = ['approved', 'waitlisted', 'pending', 'declined'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** What the export reads of a registration (docs/product/registrations.md#api). */
export type ExportableRegistration = {
  name: string;
  email?: string | null;
  headline?: string | null;
  linkedInURL?: string | null;
  twitterURL?: string | null;
  githubURL?: string | null;
  checked_in_at?: string | null;
  request: { status: ExportStatus; questions: readonly string[]; answers: readonly string[] };
};

/** docs/product/registrations.md#export: the coloured circle before each status. */
const CIRCLES: Record<ExportStatus, string> = { approved: '🟢', waitlisted: '🟠', pending: '🟡', declined: '🔴' };

/** docs/product/registrations.md#export row order: approved, declined, pending; the waitlist (in its order) follows the approved. */
const ROW_ORDER: Record<ExportStatus, number> = { approved: 0, waitlisted: 1, declined: 2, pending: 3 };

/** docs/product/registrations.md#export columns, and when each guest was checked in at the door (ISO 8601, empty if not). */
export const BASE_COLUMNS = [
  'name',
  'email',
  'event_status',
  'headline',
  'linkedin',
  'twitter',
  'github',
  'checked_in_at',
] as const;

/**
 * docs/product/registrations.md#export file name: the first 10 characters of the event name, lowercased, spaces to underscores,
 * trailing underscore removed, then the chosen statuses joined by underscores, then .csv.
 * Characters are counted as code points so an emoji is never cut in half.
 */
export function exportFileName(eventName: string, statuses: readonly ExportStatus[]): string {
  const base = Array.from(eventName).slice(0, 10).join('').toLowerCase().replace(/ /g, '_').replace(/_+$/, '');
  const chosen = EXPORT_STATUSES.filter((status) => statuses.includes(status));
  return `${[base, ...chosen].filter(Boolean).join('_')}.csv`;
}

/** The distinct questions of the chosen registrations, in the order they first appear. */
export function exportQuestions(registrations: readonly ExportableRegistration[]): string[] {
  const seen = new Set<string>();
  for (const registration of registrations) {
    for (const question of registration.request.questions) seen.add(question);
  }
  return [...seen];
}

/** Header and rows (docs/product/registrations.md#export columns and order) before they become CSV text. */
export function exportTable(
  registrations: readonly ExportableRegistration[],
  statuses: readonly ExportStatus[],
): { header: string[]; rows: string[][] } {
  const chosen = registrations
    .filter((registration) => statuses.includes(registration.request.status))
    // Array.prototype.sort is stable: within a status the list's own order is kept.
    .sort((a, b) => ROW_ORDER[a.request.status] - ROW_ORDER[b.request.status]);
  const questions = exportQuestions(chosen);
  const rows = chosen.map((registration) => {
    const { status, questions: asked, answers } = registration.request;
    const answerTo = (question: string) => {
      const index = asked.indexOf(question);
      return index === -1 ? '' : (answers[index] ?? '');
    };
    return [
      registration.name,
      registration.email ?? '',
      `${CIRCLES[status]} ${status}`,
      registration.headline ?? '',
      registration.linkedInURL ?? '',
      registration.twitterURL ?? '',
      registration.githubURL ?? '',
      registration.checked_in_at ?? '',
      ...questions.map(answerTo),
    ];
  });
  return { header: [...BASE_COLUMNS, ...questions], rows };
}

/**
 * The CSV text (lib/csv.ts: quoting, CRLF, formula cells escaped) with a UTF-8 byte order mark so
 * spreadsheets open non-ASCII names correctly.
 */
export function applicantsCsv(registrations: readonly ExportableRegistration[], statuses: readonly ExportStatus[]): string {
  const { header, rows } = exportTable(registrations, statuses);
  return `\uFEFF${toCsv(header, rows)}`;
}
