/**
 * PostgreSQL cannot store U+0000 in `text` or `jsonb`, and a lone UTF-16 surrogate either fails in
 * `jsonb` or is silently replaced by U+FFFD in `text`. The server refuses both in every string of a
 * request (keys included) before any schema runs, so no route can reach the database with them.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be saved (a NUL or a broken emoji)';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

function pathOf(visit: Visit | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The path of the first string (or object key) in `input` that cannot be stored, or null. */
export function findUnstorableText(input: unknown): (string | number)[] | null {
  // Iterative, with parent links rather than copied paths: a deeply nested body of a megabyte costs
  // linear time and never overflows the stack.
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => pending.push({ value: element, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, element] of Object.entries(value)) {
        if (!isStorableText(key)) return pathOf(visit);
        pending.push({ value: element, key, parent: visit });
      }
    }
  }
  return null;
}
