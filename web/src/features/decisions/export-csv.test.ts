import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { applicantsCsv, exportFileName, exportTable, type ExportableRegistration } from './export-csv.ts';

const person = (
  name: string,
  status: ExportableRegistration['request']['status'],
  request: Partial<Pick<ExportableRegistration['request'], 'questions' | 'answers'>> = {},
): ExportableRegistration => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  headline: `${name} builds things`,
  linkedInURL: `https://www.linkedin.com/in/${name.toLowerCase()}`,
  twitterURL: null,
  githubURL: `https://github.com/${name.toLowerCase()}`,
  request: { status, questions: request.questions ?? [], answers: request.answers ?? [] },
});

/** docs/product/registrations.md#export fixed columns, as the file's header line starts. */
const DOC_COLUMNS = 'name,email,event_status,headline,linkedin,twitter,github,checked_in_at';

/** Parses our CSV back (without the BOM) the way a spreadsheet would read it. */
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('exportFileName (docs/product/registrations.md#export)', () => {
  it('takes the first 10 characters, lowercased, spaces to underscores, then the statuses', () => {
    expect(exportFileName('Hearth Hackathon 2026', ['approved'])).toBe('hearth_hac_approved.csv');
  });

  it('removes a trailing underscore left by a space at character 10', () => {
    expect(exportFileName('Demo Days 2026', ['approved', 'pending'])).toBe('demo_days_approved_pending.csv');
    expect(exportFileName('AI Builder Night', ['declined'])).toBe('ai_builder_declined.csv');
  });

  it('joins the chosen statuses in the dialog order whatever order they were ticked in', () => {
    expect(exportFileName('Meetup', ['declined', 'approved', 'pending'])).toBe('meetup_approved_pending_declined.csv');
  });

  it('keeps short names whole and never splits an emoji', () => {
    expect(exportFileName('Hi', ['pending'])).toBe('hi_pending.csv');
    expect(exportFileName('🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥', ['approved'])).toBe('🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥_approved.csv');
  });
});

describe('exportTable (docs/product/registrations.md#export columns and row order)', () => {
  const registrations = [
    person('Pat', 'pending', { questions: ['Team name*'], answers: ['Pat team'] }),
    person('Ann', 'approved', { questions: ['Team name*', 'Diet'], answers: ['Ann team', 'vegan'] }),
    person('Dee', 'declined', { questions: ['Diet'], answers: ['none'] }),
    person('Abe', 'approved'),
  ];

  it('has the fixed columns, then one column per distinct question', () => {
    const { header } = exportTable(registrations, ['approved', 'pending', 'declined']);
    expect(header).toEqual([...DOC_COLUMNS.split(','), 'Team name*', 'Diet']);
  });

  it('orders rows approved, declined, pending and keeps the list order within a status', () => {
    const { rows } = exportTable(registrations, ['approved', 'pending', 'declined']);
    expect(rows.map((row) => row[0])).toEqual(['Ann', 'Abe', 'Dee', 'Pat']);
    expect(rows.map((row) => row[2])).toEqual(['🟢 approved', '🟢 approved', '🔴 declined', '🟡 pending']);
  });

  it('puts each answer under its own question and leaves unanswered questions empty', () => {
    const { rows } = exportTable(registrations, ['approved', 'pending', 'declined']);
    expect(rows[0]).toEqual([
      'Ann',
      'ann@example.com',
      '🟢 approved',
      'Ann builds things',
      'https://www.linkedin.com/in/ann',
      '',
      'https://github.com/ann',
      '',
      'Ann team',
      'vegan',
    ]);
    expect(rows[1]!.slice(8)).toEqual(['', '']);
    expect(rows[2]!.slice(8)).toEqual(['', 'none']);
  });

  it('keeps only the chosen statuses, and only their questions', () => {
    const { header, rows } = exportTable(registrations, ['pending']);
    expect(rows.map((row) => row[0])).toEqual(['Pat']);
    expect(header.slice(8)).toEqual(['Team name*']);
  });

  it('puts the waitlist after the approved guests, in its order, and shows when guests were checked in', () => {
    const checkedIn = { ...person('Ann', 'approved'), checked_in_at: '2026-03-08T02:15:00.000Z' };
    const waitlist = [person('Wes', 'waitlisted'), person('Val', 'waitlisted')];
    const { rows } = exportTable([person('Pat', 'pending'), ...waitlist, checkedIn], ['approved', 'waitlisted', 'pending']);
    expect(rows.map((row) => [row[0], row[2], row[7]])).toEqual([
      ['Ann', '🟢 approved', '2026-03-08T02:15:00.000Z'],
      ['Wes', '🟠 waitlisted', ''],
      ['Val', '🟠 waitlisted', ''],
      ['Pat', '🟡 pending', ''],
    ]);
    expect(exportFileName('Meetup', ['pending', 'waitlisted', 'approved'])).toBe('meetup_approved_waitlisted_pending.csv');
  });
});

describe('applicantsCsv', () => {
  it('starts with a UTF-8 byte order mark and keeps non-ASCII names intact', () => {
    const csv = applicantsCsv([person('Zoë Łukasiewicz 李', 'approved')], ['approved']);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(parse(csv)[1]![0]).toBe('Zoë Łukasiewicz 李');
  });

  it('quotes per RFC 4180: commas, quotes and line breaks survive a round trip, lines end in CRLF', () => {
    const tricky = person('Lee, "Jr."', 'approved', { questions: ['Why?'], answers: ['line one\nline two'] });
    const csv = applicantsCsv([tricky], ['approved']);
    expect(csv).toContain('"Lee, ""Jr."""');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${DOC_COLUMNS},Why?`);
    expect(parse(csv)[1]![0]).toBe('Lee, "Jr."');
    expect(parse(csv)[1]![8]).toBe('line one\nline two');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1\n=2'];
    const registrations = attacks.map((attack, index) =>
      person(`N${index}`, 'approved', { questions: ['Q'], answers: [attack] }),
    );
    registrations.push({ ...person('=cmd|"/c calc"!A1', 'approved'), headline: '-headline' });
    const rows = parse(applicantsCsv(registrations, ['approved'])).slice(1);
    rows.slice(0, attacks.length).forEach((row, index) => expect(row[8]).toBe(`'${attacks[index]}`));
    const last = rows[attacks.length]!;
    expect(last[0]).toBe(`'=cmd|"/c calc"!A1`);
    expect(last[3]).toBe(`'-headline`);
  });

  it('leaves ordinary cells unquoted and unprefixed', () => {
    const csv = applicantsCsv([person('Ann', 'approved')], ['approved']);
    expect(csv.split('\r\n')[1]).toBe(
      'Ann,ann@example.com,🟢 approved,Ann builds things,https://www.linkedin.com/in/ann,,https://github.com/ann,',
    );
  });

  it('writes only the header when nothing matches', () => {
    const csv = applicantsCsv([person('Ann', 'approved')], ['declined']);
    expect(parse(csv)).toEqual([['name', 'email', 'event_status', 'headline', 'linkedin', 'twitter', 'github', 'checked_in_at']]);
  });
});
