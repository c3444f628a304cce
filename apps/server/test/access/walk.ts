import http from 'node:http';
import type net from 'node:net';
import { CALLERS, type Caller, type Outcome } from '../../src/lib/access';
import type { DeclaredRoute } from '../../src/plugins/access-table';
import { sendMultipart, smallJpeg } from '../../src/modules/assets/testing';
import { buildTestApp, type TestApp } from '../build-test-app';
import type { TestResponse } from '../http-client';
import { changedTables, databaseDigest } from './fingerprint';
import type { Scenarios } from './scenario';
import { chatScenarios } from './scenarios/chats';
import { conciergeScenarios } from './scenarios/concierge';
import { classifiedsScenarios } from './scenarios/classifieds';
import { eventScenarios } from './scenarios/events';
import { knowledgeScenarios } from './scenarios/knowledge';
import { listingScenarios } from './scenarios/listings';
import { paymentScenarios } from './scenarios/payments';
import { FAILING_QUEUE, jobScenarios } from './scenarios/jobs';
import { userScenarios } from './scenarios/users';
import { configScenarios } from './scenarios/config';
import { listingImportScenarios } from './scenarios/listing-import';
import { contentScenarios } from './scenarios/content';
import { trackingScenarios } from './scenarios/tracking';
import { idVerificationScenarios } from './scenarios/id-verification';
import { socialSignInScenarios } from './scenarios/social-sign-in';
import { dealScenarios } from './scenarios/deals';
import { savedScenarios } from './scenarios/saved';
import { pushScenarios } from './scenarios/push';
import type { World } from './world';

/** Every scenario, by module; the two test files each walk half of them. */
export const SCENARIO_GROUPS = {
  accounts: {
    ...userScenarios,
    ...listingScenarios,
    ...paymentScenarios,
    ...jobScenarios,
    ...configScenarios,
    ...listingImportScenarios,
    ...contentScenarios,
    ...trackingScenarios,
    ...idVerificationScenarios,
    ...socialSignInScenarios,
    ...savedScenarios,
    ...pushScenarios,
  },
  conversations: {
    ...chatScenarios,
    ...conciergeScenarios,
    ...knowledgeScenarios,
    ...eventScenarios,
    ...classifiedsScenarios,
    ...dealScenarios,
  },
} satisfies Record<string, Scenarios>;
export const ALL_SCENARIOS: Scenarios = { ...SCENARIO_GROUPS.accounts, ...SCENARIO_GROUPS.conversations };

export const keyOf = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/**
 * The test app for the table, with a local image host allowed for imports by URL (so an
 * import is a valid request that reaches the access check).
 */
export async function tableApp(): Promise<{ t: TestApp; imageHost: string; close(): Promise<void> }> {
  const jpeg = await smallJpeg();
  const images = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(images.address() as net.AddressInfo).port}`;
  const t = await buildTestApp({
    config: { assetImportHosts: [host] },
    // A queue whose every job fails, so staff's retry has a failed job to act on.
    beforeReady: (app) =>
      app.ctx.jobs.work(FAILING_QUEUE, async () => {
        throw new Error('this job always fails');
      }),
  });
  return {
    t,
    imageHost: host,
    async close() {
      await t.close();
      await new Promise((resolve) => images.close(resolve));
    },
  };
}

export const matches = (outcome: Outcome, status: number) =>
  outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;

export type Row = {
  key: string;
  declared: Record<Caller, Outcome> | undefined;
  got: Record<Caller, number>;
  wrong: string[];
};

/** Sends the route's request as each caller in turn and compares each status with the declaration. */
export async function walkRoute(w: World, route: DeclaredRoute, scenarios: Scenarios): Promise<Row> {
  const key = keyOf(route);
  const scenario = scenarios[key];
  if (!scenario) throw new Error(`no scenario for ${key}`);
  const got = {} as Record<Caller, number>;
  const wrong: string[] = [];
  for (const caller of CALLERS) {
    const req = await scenario(w, caller);
    const client = req.client ?? w.actors[caller].client;
    let res: TestResponse;
    if (req.multipart)
      res = await sendMultipart(client, req.path, req.multipart, { data: await smallJpeg() }, route.method);
    else res = await client.request(route.method, req.path, { json: req.json, query: req.query, headers: req.headers });
    got[caller] = res.status;
    const expected = route.access?.[caller];
    if (expected === undefined || !matches(expected, res.status))
      wrong.push(
        `${caller}: declared ${expected ?? '-'}, got ${res.status} ${res.status >= 400 ? (res.body?.message ?? res.text.slice(0, 120)) : ''}`,
      );
  }
  return { key, declared: route.access, got, wrong };
}

/**
 * Walks every route of `scenarios` (in registration order) and answers what went wrong: a
 * caller answered other than declared, or a GET that wrote to the database (decision 017: a
 * read never writes; so a GET scenario never makes fresh resources). `ACCESS_OBSERVE=1` prints
 * each row as observed.
 */
export async function walkTable(t: TestApp, w: World, scenarios: Scenarios): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of t.app.accessTable) {
    if (!scenarios[keyOf(route)]) continue;
    const before = route.method === 'GET' ? await databaseDigest(t) : null;
    const row = await walkRoute(w, route, scenarios);
    if (process.env.ACCESS_OBSERVE) console.info(asDeclaration(row));
    wrong.push(...row.wrong.map((x) => `${row.key} — ${x}`));
    // Background work a write started (an import run) finishes before the next read is fingerprinted.
    if (!before) await t.app.ctx.jobs.drain();
    if (before) {
      const changed = changedTables(before, await databaseDigest(t));
      if (changed.length > 0) wrong.push(`${row.key} — a read wrote to ${changed.join(', ')}`);
    }
  }
  return wrong;
}

/** `{ ...observed }` as a declaration, for writing down what a new route does (ACCESS_OBSERVE=1). */
export function asDeclaration(row: Row): string {
  return `'${row.key}': { ${CALLERS.map((c) => `${c}: ${row.got[c] >= 200 && row.got[c] < 300 ? "'ok'" : row.got[c]}`).join(', ')} },`;
}
