/** The longest suggested slug: 80 characters with the `-YYYYMMDD` added on create and clone. */
const SUGGESTED_SLUG_LENGTH = 80 - '-YYYYMMDD'.length;

/**
 * The slug the event form suggests for a name (docs/product/events.md#event-form): lowercase
 * letters and digits joined by single hyphens, accents dropped ('Café Night' → 'cafe-night'),
 * other scripts and emoji left out, cut at a hyphen to leave room for the date suffix.
 */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SUGGESTED_SLUG_LENGTH) return slug || word.slice(0, SUGGESTED_SLUG_LENGTH);
    slug = next;
  }
  return slug;
}
