import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser } from '../../../test/factories';
import { FAKE_VINAUDIT_PDF, startFakeVinAuditServer } from '../../../test/fake-vinaudit-server';
import { download, pdfText } from '../../../test/pdf-text';
import { createListing, createPublished } from '../listings/testing';

const WITH_RECORDS = '1HGCM82633A004352';
const NO_RECORDS = 'WBA3A5C51CF256985';
/** One VIN with records per failure case, so no earlier test's pulled report is cached for it. */
const FAILING = ['1HGCM82633A004361', '1HGCM82633A004362', '1HGCM82633A004363', '1HGCM82633A004364'];
const KEY = 'va-test-key';
const reportPath = (id: string) => `/v1/asset/listing/${id}/vin-audit-report`;
const availabilityPath = (id: string) => `/v1/listing/${id}/vinaudit/check-availability`;

let fake: Awaited<ReturnType<typeof startFakeVinAuditServer>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeVinAuditServer({ key: KEY, withRecords: [WITH_RECORDS, ...FAILING] });
  t = await buildTestApp({
    config: { vinAudit: { apiKey: KEY, apiBase: fake.url, user: 'revy', password: 'pw-secret', timeoutMs: 300 } },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.requests.length = 0;
});

const paths = () => fake.requests.map((u) => u.pathname);

describe('vehicle history reports through VinAudit (fake server on 127.0.0.1)', () => {
  it("checks availability with VinAudit's query call, with the key, account and JSON format", async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { vinValue: WITH_RECORDS });
    const res = await t.client().get(availabilityPath(car.id));
    expect(res.body).toEqual({ available: true, provider: 'vinaudit', reason: null });
    const asked = fake.requests[0]!;
    expect(asked.pathname).toBe('/v2/query');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      vin: WITH_RECORDS,
      format: 'json',
      key: KEY,
      user: 'revy',
      pass: 'pw-secret',
    });
  });

  it('downloads VinAudit’s PDF (query, then pullreport with its id), and serves it again without a new pull', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { vinValue: WITH_RECORDS });
    const buyer = await createSignedInUser(t);
    const res = await download(t, buyer.client, reportPath(car.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vinaudit-${WITH_RECORDS}.pdf"`);
    expect(Buffer.from(res.data).equals(FAKE_VINAUDIT_PDF)).toBe(true);
    const pull = fake.requests.find((u) => u.pathname === '/v2/pullreport')!;
    expect(pull.searchParams.get('format')).toBe('pdf');
    expect(pull.searchParams.get('id')).toMatch(/^T\d{11}$/);

    fake.requests.length = 0;
    const again = await download(t, (await createSignedInUser(t)).client, reportPath(car.id));
    expect(Buffer.from(again.data).equals(FAKE_VINAUDIT_PDF)).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it('falls back to the built-in report, saying why, when VinAudit has no records', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { vinValue: NO_RECORDS });
    expect((await t.client().get(availabilityPath(car.id))).body).toEqual({
      available: true,
      provider: 'builtin',
      reason: 'VinAudit has no records for this VIN, so this report shows what Revy knows about the car.',
    });
    const res = await download(t, t.client(), reportPath(car.id));
    expect(res.status).toBe(200);
    const text = (await pdfText(res.data)).pages.flat().join(' ');
    expect(text).toContain('NOT A THIRD-PARTY VEHICLE HISTORY REPORT');
    expect(text).toContain('VinAudit has no records for this VIN');
    expect(paths()).not.toContain('/v2/pullreport');
  });

  it.each([
    ['answers 500', 'status500', FAILING[0]!],
    ['times out', 'hang', FAILING[1]!],
    ['refuses the key', 'badKey', FAILING[2]!],
    ['fails the pull', 'pullFails', FAILING[3]!],
  ] as const)('falls back to the built-in report, never a 5xx, when VinAudit %s', async (_, mode, vin) => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { vinValue: vin });
    fake.state.mode = mode;
    const started = Date.now();
    const availability = await t.client().get(availabilityPath(car.id));
    expect(availability.status).toBe(200);
    expect(availability.body.provider).toBe(mode === 'pullFails' ? 'vinaudit' : 'builtin');
    if (mode !== 'pullFails')
      expect(availability.body.reason).toBe(
        'The vehicle history service did not answer just now, so this report shows what Revy knows about the car.',
      );
    const res = await download(t, t.client(), reportPath(car.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="revy-vehicle-report-${vin}.pdf"`);
    const text = (await pdfText(res.data)).pages.flat().join(' ');
    expect(text).toContain('NOT A THIRD-PARTY VEHICLE HISTORY REPORT');
    expect(text).toContain('The vehicle history service did not answer just now');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('still hides a draft from strangers before asking VinAudit anything', async () => {
    const seller = await createSignedInUser(t);
    const draft = await createListing(seller.client, { vinValue: WITH_RECORDS });
    const anon = await createAnonymous(t);
    expect((await download(t, anon.client, reportPath(draft.id))).status).toBe(404);
    expect((await anon.client.get(availabilityPath(draft.id))).status).toBe(404);
    expect(fake.requests).toEqual([]);
  });

  it('makes one pull for buyers opening the same new report at once', async () => {
    const vin = '2T3BFREV0KW000000';
    const local = await startFakeVinAuditServer({ key: KEY, withRecords: [vin] });
    const t2 = await buildTestApp({
      config: { vinAudit: { apiKey: KEY, apiBase: local.url, user: undefined, password: undefined, timeoutMs: 2000 } },
    });
    try {
      const s2 = await createSignedInUser(t2);
      const car = await createPublished(t2, s2.client, { vinValue: vin });
      const buyers = await Promise.all([1, 2, 3].map(() => createSignedInUser(t2)));
      const files = await Promise.all(buyers.map((b) => download(t2, b.client, reportPath(car.id))));
      for (const f of files) expect(Buffer.from(f.data).equals(FAKE_VINAUDIT_PDF)).toBe(true);
      expect(local.requests.filter((u) => u.pathname === '/v2/pullreport')).toHaveLength(1);
      expect(local.requests[0]!.searchParams.has('user')).toBe(false);
    } finally {
      await t2.close();
      await local.close();
    }
  });
});
