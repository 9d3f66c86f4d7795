import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from './helpers.ts';
import { companies, users } from '../src/db/schema.ts';
import { readCompanies, readTalents, writeSearchData } from '../src/search/import/bulk-import.ts';
import { generateCompanies, generateTalents } from '../src/synthetic-data/generate.ts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-import-'));
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const writeLines = (name: string, lines: unknown[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'));
  return file;
};

describe('db:import', () => {
  it('reports the first bad line with its number and field', async () => {
    const [talent] = generateTalents(1, generateCompanies(5));
    const file = writeLines('bad.jsonl', [talent, talent, { ...talent, name: '' }, talent]);
    await expect(readTalents(file)).rejects.toThrow(/bad\.jsonl:3: name: /);
    const broken = writeLines('broken.jsonl', [talent, '{not json']);
    await expect(readTalents(broken)).rejects.toThrow(/broken\.jsonl:2: not valid JSON/);
  });

  it('writes nothing when a row fails part-way', async () => {
    const generated = generateCompanies(3, 99);
    const talents = generateTalents(600, generated, 99);
    // Line 550 reuses an e-mail of line 1: the insert fails in the second batch.
    talents[549] = { ...talents[549]!, email: talents[0]!.email ?? 'dup@example.com' };
    talents[0] = { ...talents[0]!, email: talents[549]!.email };
    const [before] = await t.app.db.select({ n: count() }).from(users);
    await expect(writeSearchData({ db: t.app.db, talents, companies: generated })).rejects.toThrow();
    const [after] = await t.app.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    expect((await t.app.db.select({ n: count() }).from(companies))[0]!.n).toBe(0);
  });

  it('imports valid files, links people to companies, and the generator is deterministic', async () => {
    const generated = generateCompanies(20, 5);
    const talents = generateTalents(40, generated, 5);
    expect(generateTalents(40, generateCompanies(20, 5), 5)).toEqual(talents);
    const talentFile = writeLines('talents.jsonl', talents);
    const companyFile = writeLines(
      'companies.jsonl',
      generated.map(({ slug: _slug, isAi: _isAi, ...company }) => company),
    );
    const result = await writeSearchData({
      db: t.app.db,
      talents: await readTalents(talentFile),
      companies: await readCompanies(companyFile),
    });
    expect(result).toMatchObject({ talents: 40, companies: 20 });
    expect(result.people).toBeGreaterThan(0);
  });
});
