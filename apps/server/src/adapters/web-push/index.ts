import webPush from 'web-push';

/** Where a push goes: the browser's PushSubscription. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushKeys = { publicKey: string; privateKey: string };
export type PushResult = { status: number };

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), decision 048. The `web-push` library
 * signs and encrypts; the request itself goes through fetch, so it honours the same timeouts as the app's other
 * outside calls and reaches any push service: the browsers' (https) or, in tests, a local one. The only difference
 * between the env-configured and the built-in sender is where the keys come from (VAPID_* or the database).
 */
export type PushSender = {
  publicKey(): Promise<string>;
  send(
    target: PushTarget,
    payload: string,
    opts: { ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string },
  ): Promise<PushResult>;
};

export function createPushSender(opts: {
  keys: () => Promise<PushKeys>;
  subject: string;
  timeoutMs?: number;
}): PushSender {
  return {
    publicKey: async () => (await opts.keys()).publicKey,
    async send(target, payload, o) {
      const keys = await opts.keys();
      const details = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: opts.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: o.ttlSeconds,
        urgency: o.urgency,
        ...(o.topic ? { topic: o.topic } : {}),
        contentEncoding: 'aes128gcm',
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        redirect: 'error',
      });
      await res.arrayBuffer().catch(() => undefined);
      return { status: res.status };
    },
  };
}

/** A fresh VAPID key pair (base64url), for the built-in sender's first start. */
export function generatePushKeys(): PushKeys {
  return webPush.generateVAPIDKeys();
}
