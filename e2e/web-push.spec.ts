import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ece from 'http_ece';
import sharp from 'sharp';
import { baseURL } from './playwright.config';
import { registerThroughUi, uniqueEmail } from './fixtures';

/*
 * Issue 19: a seller turns on push notifications in Settings; a buyer's message is pushed to the seller's browser,
 * encrypted to it; the service worker shows a push and a click opens the chat; the app is installable.
 *
 * What is real and what stands in: Chromium's own PushManager.subscribe registers with Google's push service, which
 * these machines cannot reach, so the page's PushManager hands out a subscription to a push service this test runs
 * on 127.0.0.1 (a real P-256 key pair and auth secret, as a browser makes them). Everything else is the product: the
 * permission, the Settings switch, the server's storage, its VAPID signature and aes128gcm encryption, the durable
 * delivery job; the service worker is given a push through Chromium's DevTools protocol, as a push service would.
 */

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const auth = randomBytes(16);
const pushed: { path: string; payload: { title: string; body: string; url: string; tag: string } }[] = [];
let pushService: http.Server;
let endpoint = '';

test.beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (!/^vapid t=.+, k=.+$/.test(req.headers.authorization ?? '')) throw new Error('no VAPID');
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        pushed.push({ path: req.url!, payload: JSON.parse(plain.toString('utf8')) });
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/device/${randomBytes(4).toString('hex')}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
});

async function publishCar(request: APIRequestContext, model: string): Promise<{ id: string }> {
  const created = await request.post('/v1/listing', {
    data: {
      price: 15_900_00,
      vehicle: { year: 2017, make: 'Mazda', model, mileage: 61_000 },
      location: { zip: '94110' },
    },
  });
  expect(created.ok()).toBe(true);
  const listing = (await created.json()) as { id: string };
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8ec5ff' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/v1/asset', {
    multipart: { targetId: listing.id, tag: 'photo', file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const purchase = await (
    await request.post(`/v1/purchase/listing/${listing.id}`, {
      data: { stripeProductId: 'prod_revy_starter', stripePromoCode: 'FREECAR' },
    })
  ).json();
  expect((await request.post(`/v1/purchase/${purchase.id}/checkout`, { data: {} })).ok()).toBe(true);
  return listing;
}

test('the app is installable: manifest, icons and a service worker', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  const m = (await manifest.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(m).toMatchObject({ short_name: 'Revy', display: 'standalone' } as object);
  expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of [...m.icons.map((i) => i.src), '/icons/apple-touch-icon.png', '/icons/badge-96.png']) {
    const res = await request.get(icon);
    expect(res.headers()['content-type'], icon).toBe('image/png');
    const size = Number(m.icons.find((i) => i.src === icon)?.sizes.split('x')[0] ?? 0);
    if (size) expect((await sharp(await res.body()).metadata()).width, icon).toBe(size);
  }
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
});

test('a seller turns on push; a buyer’s message reaches the seller’s browser, and the worker shows it', async ({
  browser,
}) => {
  const sellerContext = await browser.newContext();
  await sellerContext.grantPermissions(['notifications'], { origin: baseURL });
  // The stand-in for Google's push service (see the top of this file), with this test's device keys.
  await sellerContext.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: unknown = null;
      const make = () => ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((current = null), true),
      });
      PushManager.prototype.subscribe = async function () {
        current = make();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    },
    { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  );
  const seller = await sellerContext.newPage();
  await registerThroughUi(seller, uniqueEmail('push-seller'), { first: 'Pia', last: 'Seller' });
  const car = await publishCar(seller.request, `MX5${Date.now().toString(36)}`);

  await seller.goto('/settings');
  const section = seller.getByRole('region', { name: 'Push notifications' });
  const toggle = section.getByRole('switch', { name: /On this device/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem')).toContainText(/Chrome|Browser/);

  // A buyer writes, with the seller's tab closed.
  await seller.close();
  const buyer = await (await browser.newContext()).newPage();
  await registerThroughUi(buyer, uniqueEmail('push-buyer'), { first: 'Ben', last: 'Buyer' });
  const chat = (await (await buyer.request.post('/v1/chat', { data: { listingId: car.id } })).json()) as { id: string };
  const text = 'Hi! Is the soft top in good shape?';
  expect((await buyer.request.post(`/v1/chat/${chat.id}/message`, { data: { content: text } })).ok()).toBe(true);
  await expect
    .poll(() => pushed.filter((p) => p.payload.body.includes('soft top')).length, { timeout: 20_000 })
    .toBe(1);
  const push = pushed.find((p) => p.payload.body.includes('soft top'))!;
  expect(push.payload.tag).toBe('chat.message');
  expect(push.payload.url).toContain(chat.id);

  // The service worker shows that push, and its click target is the chat.
  const page = await sellerContext.newPage();
  await page.goto('/settings');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const cdp = await sellerContext.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const r = e.registrations.find((x) => x.scopeURL === `${baseURL}/`);
        if (r) resolve(r.registrationId);
      },
    );
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId,
    data: JSON.stringify(push.payload),
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            url: (n.data as { url: string }).url,
          })),
        ),
      { timeout: 10_000 },
    )
    .toEqual([{ title: push.payload.title, body: push.payload.body, url: push.payload.url }]);
});
