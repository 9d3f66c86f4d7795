import fc from 'fast-check';

/** The part of JSON Schema that @fastify/swagger writes for our zod schemas. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Text that has broken servers before: NUL, lone surrogates, emoji, huge, percent-escapes, markup. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '👩‍👩‍👧‍👦',
    '漢字かな',
    '%00',
    '%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    'javascript:alert(1)',
    '//evil.test/x.png',
    '1e309',
    '-1',
    'null',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

const plainString = (schema: JsonSchema) => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  return fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) });
};

/**
 * Values for a JSON schema: mostly of the right shape (so requests get past validation into the
 * handlers), with hostile strings and wrong types mixed in at every depth.
 */
export function arbitraryFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth);
  const anything = fc.jsonValue({ maxDepth: 2 });
  const shaped = shapedArbitrary(schema, resolve, depth);
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: anything });
}

function shapedArbitrary(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, resolve, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: plainString(schema) }, { weight: 1, arbitrary: hostileString });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(arbitraryFor(schema.items ?? {}, resolve, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryFor(value, resolve, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Escapes no decoder accepts, sent as they are. */
export const brokenEscapes = fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%E0%A4%A', '%FF%FE', 'a%00b');
