import type { Db } from './client.ts';

/**
 * A query built once per database and run with placeholders (`sql.placeholder`) rather than built
 * anew by Drizzle for every call: building a select (its fields, joins and conditions) cost more CPU
 * than the database spent answering a request's small look-ups (docs/performance.md#launch-burst).
 * For the hot paths only; `name` also names the statement PostgreSQL keeps prepared per connection.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
