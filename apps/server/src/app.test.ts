import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { expectConsoleError } from '../test/console-guard';
import { startFakeSmtpServer } from '../test/fake-smtp-server';
import { createSignedInUser, latestEmailCode, uniqueEmail } from '../test/factories';
import { findMailTo } from './modules/mail';

describe('the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.client().get('/v1/nope?x=1');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toMatchObject({
      error: 'NOT_FOUND',
      name: 'NotFoundException',
      status: 404,
      message: 'No route for GET /v1/nope',
    });
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.client().request('POST', '/v1/auth', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('GET /v1/health answers 200 with the driver', async () => {
    const res = await t.client().get('/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('serves OpenAPI with the auth and user routes, tagged and summarised', async () => {
    const res = await t.client().get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    for (const p of [
      '/v1/auth',
      '/v1/user',
      '/v1/user/current',
      '/v1/user/{id}',
      '/v1/user/batch',
      '/v1/user/preValidate',
      '/v1/user/emailVerify',
      '/v1/user/verificationStatus',
      '/v1/user/passwordReset/start',
      '/v1/user/passwordReset/finish',
      '/v1/user/{id}/passwordChange',
      '/v1/user/{id}/metadata',
    ]) {
      expect(paths, p).toHaveProperty([p]);
      for (const op of Object.values(paths[p]!)) {
        expect(op.tags?.length, p).toBeGreaterThan(0);
        expect(op.summary, p).toBeTruthy();
      }
    }
    expect(res.body.components.schemas).toHaveProperty('User');
  });

  it('documents the real fields of bodies that also take their GET body back (decision 019), not a free-form object', async () => {
    const paths = (await t.client().get('/openapi.json')).body.paths;
    const bodyOf = (path: string, method: string) => paths[path][method].requestBody.content['application/json'].schema;
    for (const method of ['put', 'patch']) {
      const body = bodyOf('/v1/listing/{id}', method);
      expect(Object.keys(body.properties ?? {}), method).toEqual(
        expect.arrayContaining(['title', 'price', 'vehicle', 'status']),
      );
      expect(body.description).toContain('GET body');
    }
    expect(Object.keys(bodyOf('/v1/event/type/{id}', 'put').properties)).toEqual(
      expect.arrayContaining(['title', 'duration', 'availabilities']),
    );
    expect(Object.keys(bodyOf('/v1/chat/{id}', 'put').properties)).toEqual(
      expect.arrayContaining(['title', 'isRestricted']),
    );
    expect(Object.keys(bodyOf('/v1/user/{id}', 'post').properties)).toEqual(
      expect.arrayContaining(['firstName', 'phone']),
    );
  });

  it('echoes a sane x-request-id and replaces a hostile one', async () => {
    const ok = await t.client().get('/v1/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(ok.headers.get('x-request-id')).toBe('abc-123');
    const bad = await t.client().get('/v1/health', { headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.headers.get('x-request-id')).not.toContain('<');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 UNAVAILABLE', async () => {
    const t = await buildTestApp();
    try {
      await t.database.close();
      expectConsoleError(); // the health check logs the failure
      const res = await t.client().get('/v1/health');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('UNAVAILABLE');
    } finally {
      await t.close();
    }
  });
});

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends the registration code to the SMTP server and logs it as sent', async () => {
    const smtp = await startFakeSmtpServer();
    const t = await buildTestApp({ config: { smtpUrl: smtp.url } });
    try {
      const email = uniqueEmail('smtp');
      const res = await t
        .client()
        .post('/v1/user', { email, password: 'a-long-password', firstName: 'S', lastName: 'Mtp' });
      expect(res.status).toBe(201);
      const code = await latestEmailCode(t, res.body.id);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.data).toContain(code);
      const [row] = await findMailTo(t.ctx.db, email);
      expect(row).toMatchObject({ transport: 'smtp', status: 'sent' });
      // Once mailed, the code must not stay readable in the send log.
      expect(row!.text).not.toContain(code);
      expect(row!.html ?? '').not.toContain(code);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('serving the web app (SERVE_WEB)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Revy</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-abc123.js'),
      `console.log("app");\n${'/* padding so it is worth compressing */\n'.repeat(200)}`,
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Revy"}');
    // A precompressed pair as the web build writes it (apps/web/build/precompress.ts).
    const pre = `console.log("pre");\n${'/* padding */\n'.repeat(200)}`;
    fs.writeFileSync(path.join(dist, 'assets', 'pre-def456.js'), pre);
    fs.writeFileSync(path.join(dist, 'assets', 'pre-def456.js.br'), zlib.brotliCompressSync(pre));
    fs.writeFileSync(path.join(dist, 'assets', 'pre-def456.js.gz'), zlib.gzipSync(pre));
    t = await buildTestApp({ config: { serveWeb: true, webDistDir: dist, defaultLandingUrl: '/marketing</script>' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with the browser config, never cached', async () => {
    for (const p of ['/', '/index.html', '/listings/123/chat', '/auth/sign-in?next=%2Fdashboard']) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The values go in a JSON data block (escaped so they never close it); one fixed script reads them.
      expect(res.text).toContain(
        '<script type="application/json" id="revy-config">{"defaultLandingUrl":"/marketing\\u003c/script>"',
      );
      expect(res.text).toContain('<script>window.__REVY__=JSON.parse(');
    }
  });

  it('writes the public settings into every page as they are now, so a change needs no restart (issue 16)', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const idOf = async (name: string) => (await admin.client.get(`/v1/config/name/${name}`)).body.id as string;
    // The data block is plain JSON (its "<" written as \u003c), read as the page's script reads it.
    const valuesOf = (html: string) =>
      JSON.parse(/id="revy-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        defaultLandingUrl: string | null;
        settings: Record<string, unknown>;
      };
    const before = valuesOf((await t.client().get('/')).text);
    // No stored value yet: the environment's DEFAULT_LANDING_URL still applies.
    expect(before.defaultLandingUrl).toBe('/marketing</script>');
    expect(before.settings).toMatchObject({
      defaultUserPrice: 49,
      supportEmail: 'support@revy.local',
      flagDefaults: {},
    });
    expect(before.settings).not.toHaveProperty('sellerSlaMinutes');

    const landing = await idOf('defaultLandingUrl');
    const price = await idOf('defaultUserPrice');
    const flags = await idOf('flagDefaults');
    expect((await admin.client.put(`/v1/config/${landing}`, { value: '/showroom' })).status).toBe(200);
    expect((await admin.client.put(`/v1/config/${price}`, { value: '59' })).status).toBe(200);
    expect((await admin.client.put(`/v1/config/${flags}`, { value: '{"themeFlag":"theme2"}' })).status).toBe(200);
    const page = await t.client().get('/');
    const after = valuesOf(page.text);
    expect(after.defaultLandingUrl).toBe('/showroom');
    expect(after.settings).toMatchObject({ defaultUserPrice: 59, flagDefaults: { themeFlag: 'theme2' } });
    // The reader script, and so the CSP hash, is the same whatever the values.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);

    for (const id of [landing, price, flags]) await admin.client.delete(`/v1/config/${id}`);
    expect(valuesOf((await t.client().get('/')).text).defaultLandingUrl).toBe('/marketing</script>');
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await t.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Compressed copies keep the same caching, and index.html stays revalidated.
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await fetch(`${t.url}/my-garage`, { headers: { 'accept-encoding': encoding } });
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const icon = await t.client().get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).not.toContain('immutable');
    // The service worker and the web app manifest are revalidated on every visit, with their own types.
    const sw = await fetch(`${t.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await fetch(`${t.url}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json/);
  });

  it('keeps JSON 404s for API paths and missing assets', async () => {
    for (const p of ['/v1/nope', '/api/notifications/x', '/docs/missing/file', '/assets/gone.js']) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(404);
      expect(res.body?.error, p).toBe('NOT_FOUND');
    }
    expect((await t.client().post('/listings/1', {})).status).toBe(404);
    expect((await t.client().get('/v1/health')).status).toBe(200);
  });

  it('sends security headers the app passes: CSP with the config script by hash, nosniff, no framing but the widget, HSTS only over TLS', async () => {
    const page = await t.client().get('/listings/123');
    const csp = page.headers.get('content-security-policy') ?? '';
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const widget = await t.client().get('/iframe?listingId=1');
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    // The bill of sale's PDF may be framed by the app's own deal room, and by nobody else.
    const bill = await t.client().get('/v1/deal/01a22336-0000-7000-8000-000000000001/bill-of-sale.pdf?inline=1');
    expect(bill.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(bill.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const other = await t.client().get('/v1/deal/01a22336-0000-7000-8000-000000000001');
    expect(other.headers.get('x-frame-options')).toBe('DENY');
    const tls = await t.client().get('/listings/123', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
    expect((await t.client().get('/docs')).headers.get('content-security-policy')).toBeNull();
    expect((await t.client().get('/v1/health')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses with brotli or gzip, and /robots.txt and missing files are not the app page', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain('console.log("app")');
    }
    const robots = await t.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.text).toContain('User-agent: *');
    expect(robots.text).toContain('Disallow: /my-garage');
    for (const p of ['/favicon.ico', '/sitemaps/missing.xml', '/feeds/other.xml'])
      expect((await t.client().get(p)).status).toBe(404);
  });

  it('sends the precompressed copies of the build, long cached', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.url}/assets/pre-def456.js`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toContain('console.log("pre")');
    }
  });

  it('tells the page the server is up and whether a session cookie came, so it starts without a round trip', async () => {
    const visitor = await t.client().get('/showroom');
    expect(visitor.text).toContain('"start":{"healthy":true,"session":false}');
    const member = await fetch(`${t.url}/showroom`, { headers: { cookie: 'revy_session=abc' } });
    expect(await member.text()).toContain('"start":{"healthy":true,"session":true}');
  });

  it('does not serve files outside the build', async () => {
    const res = await t.client().get('/..%2f..%2fetc%2fpasswd');
    expect(res.text).not.toContain('root:');
  });
});
