// Event constants without zod: the web app's first screens import these, and events.ts would bring
// the schemas (and zod) along.

/** What an event without a location says in its place (docs/product/events.md#defaults). */
export const DEFAULT_EVENT_LOCATION = 'Location to be announced';
