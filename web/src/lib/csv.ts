import Papa from 'papaparse';

/**
 * OWASP CSV injection: a cell starting with one of these is read as a formula. papaparse's own
 * default (`/^[=+\-@\t\r].*$/`) misses a formula followed by a line break, so ours has no `.*$`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV writer (the applicant export, the shortlist): RFC 4180 quoting and CRLF line ends
 * (papaparse), and every cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage
 * return) prefixed with an apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  );
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
