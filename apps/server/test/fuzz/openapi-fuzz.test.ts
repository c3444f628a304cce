import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createStaff } from '../factories';
import type { TestClient } from '../http-client';
import { chatSetup } from '../../src/modules/chats/testing';
import { SchemaArbitraries, nasty, type JsonSchema } from './openapi-arbitraries';

/**
 * Generated requests for every operation of the OpenAPI document (decision 022): parameters and
 * bodies drawn from the operation's own schemas with nasty values mixed in at every level, plus
 * raw bodies no JSON encoder would write, sent signed out, as a seller and as an admin. No answer
 * may be a 5xx, and the server must be healthy afterwards. The seed is fixed so a failure
 * repeats; FUZZ_SEED and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
  responses: string[];
};

const RAW_BODIES = [
  '{',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'null',
  '"x"',
  '[]',
  '1e999',
  '{"__proto__":{"x":1}}',
];

let t: TestApp;
let callers: { name: string; client: () => TestClient }[];
let ids: string[];
let ops: Operation[];
let arbs: SchemaArbitraries;

beforeAll(async () => {
  t = await buildTestApp();
  const setup = await chatSetup(t);
  const admin = await createStaff(t);
  ids = [setup.listing.id, setup.chat.id, setup.seller.user.id, setup.buyer.user.id, admin.user.id];
  callers = [
    { name: 'signed out', client: () => t.client() },
    { name: 'seller', client: () => setup.seller.client },
    { name: 'admin', client: () => admin.client },
  ];
  const doc = (await t.client().get('/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Operation['parameters'];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          responses?: Record<string, unknown>;
        }
      >
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  arbs = new SchemaArbitraries(doc.components?.schemas ?? {});
  ops = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(op.responses ?? {}),
      });
    }
  }
}, 120_000);
afterAll(async () => t?.close());

/** encodeURIComponent, but a lone surrogate goes out as its raw (invalid) UTF-8 bytes, as an attacker would send it. */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const u = ch.charCodeAt(0);
    out +=
      ch.length === 1 && u >= 0xd800 && u <= 0xdfff
        ? [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(ch);
  }
  return out;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

function requestArb(op: Operation) {
  const pathParams: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.parameters) {
    if (p.in === 'path')
      pathParams[p.name] = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: nasty },
      );
    if (p.in === 'query') query[p.name] = arbs.value(p.schema);
  }
  return fc.record({
    caller: fc.integer({ min: 0, max: callers.length - 1 }),
    path: fc.record(pathParams),
    query: fc.record(query, { requiredKeys: [] }),
    body: op.body ? arbs.value(op.body) : fc.constant(undefined),
    raw: fc.option(fc.constantFrom(...RAW_BODIES), { freq: 5 }),
  });
}

type Sample = {
  caller: number;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw: string | null;
};

/** One bad value in one place: each parameter and each top-level body field gets each of these. */
const POISON: unknown[] = [
  'a\u0000b',
  'x\ud800',
  'y'.repeat(300_000),
  1e308,
  -1,
  'NOT_AN_ENUM_VALUE',
  [{ a: [{ a: [] }] }],
  { a: { b: { c: '\u0000' } } },
];

/** The random samples of an operation, then copies of the first with one place poisoned at a time. */
function samplesOf(op: Operation, seed: number): Sample[] {
  const random = fc.sample(requestArb(op), { seed, numRuns: RUNS }) as Sample[];
  const base = random[0]!;
  const out = [...random];
  const props = Object.keys((op.body && arbs.resolve(op.body).properties) ?? {});
  for (const v of POISON) {
    for (const p of op.parameters) {
      if (p.in === 'path') out.push({ ...base, path: { ...base.path, [p.name]: v } });
      if (p.in === 'query') out.push({ ...base, query: { ...base.query, [p.name]: v } });
    }
    const body = typeof base.body === 'object' && base.body && !Array.isArray(base.body) ? base.body : {};
    for (const k of props) out.push({ ...base, raw: null, body: { ...body, [k]: v } });
  }
  return out;
}

describe('generated malformed requests against every operation (decision 022)', () => {
  it('never answer 5xx, and the server is healthy afterwards', async () => {
    expect(ops.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const [i, op] of ops.entries()) {
      for (const s of samplesOf(op, SEED + i)) {
        const caller = callers[s.caller]!;
        // Signing out or in would change who the later requests are sent as.
        if (op.path === '/v1/auth' && caller.name !== 'signed out') continue;
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(asText(s.path[name])));
        const search = Object.entries(s.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
          .join('&');
        const target = search ? `${path}?${search}` : path;
        const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
        const body = !hasBody ? undefined : (s.raw ?? (s.body === undefined ? undefined : JSON.stringify(s.body)));
        const res = await caller.client().request(op.method, target, {
          body,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        });
        // The only 5xx allowed is a 503 NOT_CONFIGURED an operation declares: an outside
        // service (history reports) this marketplace has not set up, said in the error shape.
        const declaredUnavailable =
          res.status === 503 && res.body?.error === 'NOT_CONFIGURED' && op.responses.includes('503');
        if (res.status >= 500 && !declaredUnavailable)
          failures.push(
            `${res.status} ${op.method} ${target.slice(0, 200)} as ${caller.name} body=${(body ?? '').slice(0, 200)} (seed ${SEED + i})`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect((await t.client().get('/v1/health')).status).toBe(200);
    expect((await t.client().get('/v1/listing')).status).toBe(200);
  }, 300_000);
});
