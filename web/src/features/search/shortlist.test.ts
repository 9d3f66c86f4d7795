import { describe, expect, it } from 'vitest';
import { shortlistCsv } from './shortlist.ts';

describe('shortlist CSV (docs/product/search.md#shortlist)', () => {
  it('has the SPEC columns, an empty status and escapes formula cells', () => {
    const csv = shortlistCsv([
      {
        id: '1',
        name: '=HYPERLINK("x")',
        email: null,
        headline: 'ML, "LLMs"',
        linkedin: 'https://www.linkedin.com/in/a',
        twitter: null,
        github: '@home',
      },
    ]);
    const [header, row] = csv.split(/\r?\n/);
    expect(header).toBe('name,email,status,headline,linkedin,twitter,github');
    expect(row).toBe(`"'=HYPERLINK(""x"")",,,"ML, ""LLMs""",https://www.linkedin.com/in/a,,"'@home"`);
  });

  it('escapes a formula followed by a line break, as the applicant export does', () => {
    const entry = {
      id: '1',
      name: '=cmd|"/c calc"!A1\nAnn',
      email: null,
      headline: '',
      linkedin: null,
      twitter: null,
      github: null,
    };
    expect(shortlistCsv([entry]).split('\r\n')[1]).toMatch(/^"'=cmd/);
  });
});
