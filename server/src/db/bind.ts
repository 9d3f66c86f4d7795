import { sql, type SQL } from 'drizzle-orm';

/**
 * Binds `$1, $2, …` of a SQL text to parameters, as one Drizzle SQL object (arrays stay one parameter).
 * Each occurrence becomes a parameter of its own: a `$1` written three times is sent, and cast, three times.
 */
export function bindSql(text: string, params: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(piece));
    else chunks.push(sql`${sql.param(params[Number(piece) - 1])}`);
  });
  return sql.join(chunks);
}
