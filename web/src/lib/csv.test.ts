import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes as RFC 4180 with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', ''],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",');
  });

  it('escapes every cell a spreadsheet would run, also a formula followed by a line break', () => {
    const rows = [['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '=cmd|"/c calc"!A1\nnext', 'plain']];
    const [, row] = toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g'], rows).split('\r\n');
    expect(row).toBe(`"'=1+2","'+1","'-1","'@SUM(A1)","'\tx","'=cmd|""/c calc""!A1\nnext",plain`);
  });
});
