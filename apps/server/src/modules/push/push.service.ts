import type { PushDevice, PushPayload, PushSubscriptionInput } from '@revy/shared';
import { createPushSender, generatePushKeys, type PushKeys, type PushSender } from '../../adapters/web-push';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';
import type { StoredNotice } from '../notifications';
import type { UserRecord } from '../users';
import * as repo from './push.repo';

/**
 * The push sender of an app: VAPID keys from the environment, or the pair kept in the database (made on first use).
 * One per context, so a test app and the real one never share keys by accident.
 */
const senders = new WeakMap<AppContext, PushSender>();
export function pushSender(ctx: AppContext): PushSender {
  let sender = senders.get(ctx);
  if (!sender) {
    let keys: Promise<PushKeys> | null = null;
    const load = () => {
      keys ??= ctx.config.push.vapid
        ? Promise.resolve(ctx.config.push.vapid)
        : repo.storedPushKeys(ctx.db, generatePushKeys).catch((err: unknown) => {
            keys = null;
            throw err;
          });
      return keys;
    };
    sender = createPushSender({ keys: load, subject: ctx.config.push.subject });
    senders.set(ctx, sender);
  }
  return sender;
}

/** GET /v1/push/public-key */
export async function pushPublicKey(ctx: AppContext): Promise<{ publicKey: string }> {
  return { publicKey: await pushSender(ctx).publicKey() };
}

/**
 * A push service is always https. Plain http only reaches this machine, and only outside production: the tests' and
 * a developer's local push service. Anything else would have the server POST to an address a caller chose (SSRF).
 */
function checkEndpoint(ctx: AppContext, endpoint: string): void {
  const url = new URL(endpoint);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol === 'https:' && !local) return;
  if (url.protocol === 'http:' && local && ctx.config.env !== 'production') return;
  throw validationFailed({ endpoint: "endpoint must be a push service's https address" });
}

/** A short name for the device list, from the browser's user agent: "Chrome on Android". */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}

const toDevice = (r: repo.PushSubscriptionRow): PushDevice => ({
  id: r.id,
  label: r.label,
  createdAt: r.createdAt.toISOString(),
  lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
});

/** POST /v1/push/subscriptions */
export async function subscribe(
  ctx: AppContext,
  viewer: UserRecord,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<PushDevice> {
  checkEndpoint(ctx, input.endpoint);
  const row = await repo.upsertSubscription(ctx.db, {
    userId: viewer.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh.replace(/=+$/, ''),
    auth: input.keys.auth.replace(/=+$/, ''),
    label: input.label || deviceLabel(userAgent),
  });
  return toDevice(row);
}

/** GET /v1/push/subscriptions: the caller's own devices. */
export async function listDevices(ctx: AppContext, viewer: UserRecord): Promise<{ content: PushDevice[] }> {
  return { content: (await repo.subscriptionsOf(ctx.db, [viewer.id])).map(toDevice) };
}

/** DELETE /v1/push/subscriptions/{id}: someone else's device answers 404, as a missing one. */
export async function removeDevice(ctx: AppContext, viewer: UserRecord, id: string): Promise<void> {
  if (!(await repo.deleteOwnSubscription(ctx.db, viewer.id, { id }))) throw notFound('Device');
}

/** POST /v1/push/subscriptions/remove: the browser unsubscribed. Idempotent; only the caller's own endpoint. */
export async function removeEndpoint(ctx: AppContext, viewer: UserRecord, endpoint: string): Promise<void> {
  await repo.deleteOwnSubscription(ctx.db, viewer.id, { endpoint });
}

/** What the deliver job gets: the notification as the bell shows it, so push needs no read of notifications' tables. */
export type PushItem = StoredNotice;

/** The notification types worth interrupting someone for when the tab is closed: buyers, offers, bookings, deals. */
const PUSHED =
  /^(chat\.(message|offer|offerAnswer|testDrive|videoTour|requestCancelled)|event\.(requested|confirmed|declined|rescheduled|cancelled|reminder)|deal\.(update|reminder)|assistant\.handoff)$/;
export const isPushed = (type: string) => PUSHED.test(type);

/**
 * Sends each item to each of its user's devices, once: the (notification, device) claim comes first, so a retried job
 * skips what went out. 404/410 from the push service mean the browser unsubscribed: the device is forgotten. Other
 * failures release the claim and fail the job after the rest are tried, so its retry sends only what is missing.
 */
export async function deliverPushes(
  ctx: AppContext,
  items: PushItem[],
): Promise<{ sent: number; gone: number; failed: number }> {
  const sender = pushSender(ctx);
  const devices = await repo.subscriptionsOf(ctx.db, [...new Set(items.map((i) => i.userId))]);
  let sent = 0;
  let gone = 0;
  let failed = 0;
  for (const item of items) {
    const payload: PushPayload = {
      title: item.title,
      body: item.body ?? '',
      url: item.link ?? '/notifications',
      tag: item.type,
      notificationId: item.notificationId,
    };
    for (const device of devices.filter((d) => d.userId === item.userId)) {
      if (!(await repo.claimDelivery(ctx.db, item.notificationId, device.id))) continue;
      try {
        const { status } = await sender.send(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          { ttlSeconds: 24 * 3600, urgency: item.type.startsWith('chat.') ? 'high' : 'normal' },
        );
        if (status === 404 || status === 410) {
          await repo.deleteSubscription(ctx.db, device.id);
          gone++;
        } else if (status >= 200 && status < 300) {
          await repo.markSent(ctx.db, item.notificationId, device.id);
          sent++;
        } else throw new Error(`push service answered ${status}`);
      } catch (err) {
        ctx.log.warn({ err, device: device.id }, 'push: send failed; the job retries it');
        await repo.releaseDelivery(ctx.db, item.notificationId, device.id);
        failed++;
      }
    }
  }
  if (failed > 0) throw new Error(`push: ${failed} of ${sent + failed} sends failed; retrying those`);
  return { sent, gone, failed };
}

export const PUSH_QUEUE = 'push.deliver';

/**
 * The notification sink (notifications' port, plugged in app.ts): in the transaction that stores the notifications,
 * queue one deliver job for those worth pushing to users who have a device. The job exists if and only if the
 * notifications commit, so a push never tells of something that did not happen and is never lost to a crash.
 */
export async function queuePushes(ctx: AppContext, tx: DbOrTx, items: PushItem[]): Promise<void> {
  const pushed = items.filter((i) => isPushed(i.type));
  if (pushed.length === 0) return;
  const users = await repo.usersWithDevices(tx, [...new Set(pushed.map((i) => i.userId))]);
  const mine = pushed.filter((i) => users.has(i.userId));
  if (mine.length === 0) return;
  await ctx.jobs.send(PUSH_QUEUE, { items: mine }, { tx });
}
