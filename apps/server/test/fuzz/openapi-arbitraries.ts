import fc from 'fast-check';

/** A JSON Schema node of the OpenAPI document, as far as the fuzzer reads it. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
};

const deep = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/**
 * Values no schema expects: NUL and lone surrogates, huge strings and numbers, wrong types,
 * deep nesting, bad ids and enums, path tricks (decision 022).
 */
export const nasty: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'é'.repeat(70_000),
  'x'.repeat(300_000),
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  '01890000-0000-7000-8000-000000000000',
  'not-a-uuid',
  "'; drop table users; --",
  1e308,
  -1e308,
  -1,
  0,
  2 ** 53 + 1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  [null, '\u0000'],
  { __proto__: { polluted: true } },
  deep(40),
  deep(200),
  'NOT_AN_ENUM_VALUE',
  '2026-13-45T99:99:99Z',
);

/** Arbitraries for well-formed values of a schema, with nasty values mixed in at every level. */
export class SchemaArbitraries {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  resolve(s: JsonSchema): JsonSchema {
    for (let i = 0; s.$ref && i < 10; i++) s = this.components[s.$ref.split('/').pop()!] ?? {};
    return s;
  }

  /** A value for `schema`: mostly the right shape, sometimes nasty (at any depth). */
  value(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 4, arbitrary: this.shaped(schema, depth) }, { weight: 1, arbitrary: nasty });
  }

  private shaped(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
    if (!schema || depth > 6) return fc.string({ maxLength: 8 });
    const s = this.resolve(schema);
    const alts = s.anyOf ?? s.oneOf;
    if (alts?.length) return fc.oneof(...alts.map((a) => this.shaped(a, depth + 1)));
    if (s.allOf?.length) return this.shaped(s.allOf[0], depth + 1);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum?.length) return fc.constantFrom(...s.enum);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    switch (type) {
      case 'object': {
        const props = Object.entries(s.properties ?? {});
        if (!props.length)
          return fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 8 }), nasty), {
            maxKeys: 3,
          });
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of props) record[k] = this.value(v, depth + 1);
        return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in record) });
      }
      case 'array':
        return fc.array(this.value(s.items, depth + 1), { maxLength: 3 });
      case 'integer':
        return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e9), max: Math.min(s.maximum ?? 100_000, 1e9) });
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        if (s.format === 'uuid') return fc.uuid();
        if (s.format === 'date-time')
          return fc
            .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString());
        if (s.format === 'email') return fc.emailAddress();
        return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, 24) });
      default:
        return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    }
  }
}
