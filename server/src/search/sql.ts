import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bindSql } from '../db/bind.ts';

/** The named statements of search.sql, in file order. */
const statements = parseStatements(fs.readFileSync(path.join(import.meta.dirname, 'search.sql'), 'utf8'));

function parseStatements(text: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const block of text.split(/^-- name: /m).slice(1)) {
    const newline = block.indexOf('\n');
    const name = block.slice(0, newline).trim();
    const body = block
      .slice(newline + 1)
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim()
      .replace(/;$/, '');
    result.set(name, body);
  }
  return result;
}

export function statement(name: string): string {
  const text = statements.get(name);
  if (!text) throw new Error(`search.sql has no statement ${name}`);
  return text;
}

export async function run<Row>(db: Db, name: string, params: unknown[] = []): Promise<Row[]> {
  const result = (await db.execute(bindSql(statement(name), params))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A SELECT's rows, sent as one JSON value. PGlite decodes every field of every row on its own, at
 * about a microsecond each: for 80 profiles that cost more than finding them (README, Talent and
 * company database). JSON keeps the values' types but for numbers that JSON cannot hold (NaN).
 */
export async function readRows<Row>(db: Db, name: string, params: unknown[] = []): Promise<Row[]> {
  const text = `SELECT coalesce(json_agg(r), '[]') AS rows FROM (${statement(name)}) r`;
  const result = (await db.execute(bindSql(text, params))) as unknown as { rows: { rows: Row[] }[] };
  return result.rows[0]!.rows;
}

/** Idempotent start-up SQL: triggers that keep the tsvectors filled, and the vector tables where pgvector exists. */
export async function setupSearch(db: Db, options: { hasVector: boolean }): Promise<void> {
  for (const [name, text] of statements) {
    if (name.startsWith('setup/') || (options.hasVector && name.startsWith('vector/'))) await db.execute(sql.raw(text));
  }
}

/** pgvector's text form of a vector. */
export const toVectorLiteral = (vector: number[]) => `[${vector.map((value) => value.toFixed(6)).join(',')}]`;

/** A text[] literal (drizzle would spread a JS array into a list of parameters). */
export const toArrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
