import { z } from 'zod';

/** GET /v1/push/public-key: the VAPID public key the browser subscribes with (base64url, 65 bytes). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    // Bytes from the length (no Buffer: this runs in browsers too): each character carries 6 bits.
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 6) / 8) === bytes, `${what} must be ${bytes} bytes`);

/**
 * POST /v1/push/subscriptions: what the browser's PushSubscription.toJSON() gives, plus an optional device label.
 * The endpoint is the push service's URL for this browser (https; plain http only to this machine outside production,
 * checked by the server).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ message: 'endpoint must be a URL' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, 'keys.p256dh'),
    auth: base64url(16, 'keys.auth'),
  }),
  label: z.string().trim().max(100).optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** One device that receives the user's push notifications. */
export const PushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;
export const PushDeviceListSchema = z.object({ content: z.array(PushDeviceSchema) });

/** POST /v1/push/subscriptions/remove: the browser unsubscribed; forget its endpoint (only the caller's own). */
export const PushUnsubscribeSchema = z.object({ endpoint: z.url().max(1000) });

/** The notification a push carries: what the service worker shows, and where a click goes. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  notificationId: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** Most devices a user keeps; subscribing one more forgets the one that has gone longest without a push. */
export const MAX_PUSH_DEVICES = 20;
