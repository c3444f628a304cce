import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { createPublished } from '../listings/testing';

/**
 * A push service on 127.0.0.1, as FCM or Mozilla's would behave: it checks the VAPID JWT (ES256, audience = its
 * origin) against the app's public key, decrypts the aes128gcm body with the device's private key, and answers with
 * the status the device's path asks for (`/gone/...` 410, `/flaky/...` 500 once, anything else 201).
 */
type Received = {
  path: string;
  ttl: string | undefined;
  urgency: string | undefined;
  payload: Record<string, unknown>;
};
let pushService: http.Server;
let base = '';
const received: Received[] = [];
const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
const flakyFailed = new Set<string>();
let publicKey = '';

function checkVapid(authorization: string | undefined): void {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, key] = [m[1]!, m[2]!];
  if (key !== publicKey) throw new Error('VAPID key is not the app’s public key');
  const [h, p, s] = token.split('.');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== base) throw new Error(`VAPID audience ${claims.aud} is not ${base}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
}

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        checkVapid(req.headers.authorization);
        const device = devices.get(req.url!);
        if (!device) throw new Error(`unknown device ${req.url}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        const path = req.url!;
        if (path.startsWith('/gone/')) return res.writeHead(410).end();
        if (path.startsWith('/flaky/') && !flakyFailed.has(path)) {
          flakyFailed.add(path);
          return res.writeHead(500).end();
        }
        received.push({
          path,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
        });
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await buildTestApp();
  publicKey = (await t.client().get('/v1/push/public-key')).body.publicKey as string;
});

let t: TestApp;
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

/** A browser's subscription to the fake service: a real P-256 key pair and auth secret, as a browser makes them. */
function newDevice(kind: 'ok' | 'gone' | 'flaky' = 'ok') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/${kind}/${randomBytes(6).toString('hex')}`;
  devices.set(path, { ecdh, auth });
  return {
    path,
    body: {
      endpoint: `${base}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const pushesTo = (path: string) => received.filter((r) => r.path === path);
const drain = () => t.ctx.jobs.drain(['push.deliver']);

describe('Web Push', () => {
  it('a buyer’s message reaches each of the seller’s devices once, encrypted to that device, opening the chat', async () => {
    const seller = await createSignedInUser(t);
    const buyer = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const phone = newDevice();
    const laptop = newDevice();
    const p1 = await seller.client.post('/v1/push/subscriptions', phone.body, {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
    });
    expect(p1.status, p1.text).toBe(200);
    expect(p1.body.label).toBe('Chrome on Android');
    expect((await seller.client.post('/v1/push/subscriptions', laptop.body)).status).toBe(200);
    expect((await seller.client.get('/v1/push/subscriptions')).body.content).toHaveLength(2);

    const chat = await buyer.client.post('/v1/chat', { listingId: listing.id });
    expect(chat.status, chat.text).toBeLessThan(300);
    const sent = await buyer.client.post(`/v1/chat/${chat.body.id}/message`, { content: 'Is the timing belt done?' });
    expect(sent.status, sent.text).toBeLessThan(300);
    await drain();
    for (const device of [phone, laptop]) {
      const got = pushesTo(device.path);
      expect(got, device.path).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({ tag: 'chat.message', url: expect.stringContaining(chat.body.id) });
      expect(String(got[0]!.payload.body)).toContain('timing belt');
      expect(got[0]!.urgency).toBe('high');
      expect(Number(got[0]!.ttl)).toBe(86_400);
    }
    // A second run of the same work (a retried job) sends nothing again.
    await t.ctx.jobs.send('push.deliver', {
      items: [
        {
          notificationId: String(got0(phone).notificationId),
          userId: seller.user.id,
          type: 'chat.message',
          title: 'x',
          body: null,
          link: null,
        },
      ],
    });
    await drain();
    expect(pushesTo(phone.path)).toHaveLength(1);
    // The buyer has no device: nothing is queued for them, and nothing reaches the seller's devices twice.
    expect(received.filter((r) => r.payload.notificationId === got0(phone).notificationId)).toHaveLength(2);
  });

  it('a device the push service says is gone (410) is forgotten; a stumbling one is retried until it takes it', async () => {
    const seller = await createSignedInUser(t);
    const buyer = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const gone = newDevice('gone');
    const flaky = newDevice('flaky');
    await seller.client.post('/v1/push/subscriptions', gone.body);
    await seller.client.post('/v1/push/subscriptions', flaky.body);
    const chat = await buyer.client.post('/v1/chat', { listingId: listing.id });
    await buyer.client.post(`/v1/chat/${chat.body.id}/message`, { content: 'Still for sale?' });
    await drain();
    // The job's retry comes ~10 s later (its backoff); wait for it rather than skip it.
    for (const until = Date.now() + 45_000; pushesTo(flaky.path).length === 0 && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 250));
      await drain();
    }
    const devicesLeft = (await seller.client.get('/v1/push/subscriptions')).body.content as { id: string }[];
    expect(devicesLeft).toHaveLength(1);
    expect(pushesTo(flaky.path)).toHaveLength(1);
    expect(pushesTo(gone.path)).toHaveLength(0);
  }, 60_000);

  it('devices are their owner’s alone; bad subscriptions are 400 in the error shape; the same browser twice is one device', async () => {
    const alice = await createSignedInUser(t);
    const mallory = await createSignedInUser(t);
    const device = newDevice();
    const [a, b] = await Promise.all([
      alice.client.post('/v1/push/subscriptions', device.body),
      alice.client.post('/v1/push/subscriptions', device.body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    const id = a.body.id as string;
    expect((await mallory.client.get('/v1/push/subscriptions')).body.content).toEqual([]);
    expect((await mallory.client.delete(`/v1/push/subscriptions/${id}`)).status).toBe(404);
    expect(
      (await mallory.client.post('/v1/push/subscriptions/remove', { endpoint: device.body.endpoint })).status,
    ).toBe(204);
    expect((await alice.client.get('/v1/push/subscriptions')).body.content).toHaveLength(1);
    expect((await t.client().post('/v1/push/subscriptions', device.body)).status).toBe(401);

    const bad = [
      { ...device.body, endpoint: 'not a url' },
      { ...device.body, endpoint: 'http://10.0.0.5/push' },
      { ...device.body, endpoint: 'ftp://push.example.com/x' },
      { ...device.body, keys: { ...device.body.keys, p256dh: 'short' } },
      { ...device.body, keys: { ...device.body.keys, auth: 'A'.repeat(40) } },
      { endpoint: device.body.endpoint },
    ];
    for (const body of bad) {
      const res = await alice.client.post('/v1/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ name: 'ValidationException', status: 400 });
    }
    expect((await alice.client.delete(`/v1/push/subscriptions/${id}`)).status).toBe(204);
    expect((await alice.client.get('/v1/push/subscriptions')).body.content).toEqual([]);
  });

  it('a browser now signed in as someone else is theirs; past the device limit the stalest device is forgotten', async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const shared = newDevice();
    const first = await alice.client.post('/v1/push/subscriptions', shared.body);
    expect(first.status).toBe(200);
    // Bob signs in on the same browser and turns push on: the device moves to him (Alice must not get pushes there).
    const moved = await bob.client.post('/v1/push/subscriptions', shared.body);
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(first.body.id);
    expect((await alice.client.get('/v1/push/subscriptions')).body.content).toEqual([]);
    expect((await bob.client.get('/v1/push/subscriptions')).body.content).toHaveLength(1);
    expect((await alice.client.delete(`/v1/push/subscriptions/${first.body.id}`)).status).toBe(404);

    // Bob adds devices up to the limit and one more: the oldest without a push (the shared browser) goes.
    for (let i = 1; i <= MAX_PUSH_DEVICES; i++) {
      const res = await bob.client.post('/v1/push/subscriptions', newDevice().body);
      expect(res.status).toBe(200);
    }
    const left = (await bob.client.get('/v1/push/subscriptions')).body.content as { id: string }[];
    expect(left).toHaveLength(MAX_PUSH_DEVICES);
    expect(left.map((d) => d.id)).not.toContain(first.body.id);
  });
});

function got0(device: { path: string }) {
  return pushesTo(device.path)[0]!.payload;
}
