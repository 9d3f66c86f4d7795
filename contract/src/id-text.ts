// Without zod: the profile screen checks the id in its address before asking the server, and
// common.ts would bring the schemas (and zod) along.

/** What `IdSchema` (common.ts, zod's uuid) accepts: versions 1–8 with the RFC variant, nil and max. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: string): boolean => UUID.test(value);
