import type { Db } from '../db/client.ts';
import { bindSql } from '../db/bind.ts';

/**
 * A hand-tuned SQL text with `$1…$n` parameters, typed by the row it answers and the parameters it
 * takes. Each lives in the module that runs it; the functions, triggers and tables it reads are made by
 * the migrations (server/src/db/migrations/0010_search-ddl.sql).
 */
export type Statement<Row, Params extends readonly unknown[]> = {
  readonly text: string;
  /** Never set: carries the types. */
  readonly types?: (params: Params) => Row;
};

export const statement = <Row, Params extends readonly unknown[] = []>(text: string): Statement<Row, Params> => ({ text });

export async function run<Row, Params extends readonly unknown[]>(
  db: Db,
  statement: Statement<Row, Params>,
  params: Params,
): Promise<Row[]> {
  const result = (await db.execute(bindSql(statement.text, params))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A SELECT's rows, sent as one JSON value. PGlite decodes every field of every row on its own, at
 * about a microsecond each: for 80 profiles that cost more than finding them (docs/search.md). JSON
 * keeps the values' types but for numbers that JSON cannot hold (NaN).
 */
export async function readRows<Row, Params extends readonly unknown[]>(
  db: Db,
  statement: Statement<Row, Params>,
  params: Params,
): Promise<Row[]> {
  const text = `SELECT coalesce(json_agg(r), '[]') AS rows FROM (${statement.text}) r`;
  const result = (await db.execute(bindSql(text, params))) as unknown as { rows: { rows: Row[] }[] };
  return result.rows[0]!.rows;
}

/** pgvector's text form of a vector. */
export const toVectorLiteral = (vector: number[]) => `[${vector.map((value) => value.toFixed(6)).join(',')}]`;

/** A text[] literal (drizzle would spread a JS array into a list of parameters). */
export const toArrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
