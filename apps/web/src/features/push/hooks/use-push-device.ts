import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PushSubscriptionInputSchema } from '@revy/shared';
import { fetchPushPublicKey, forgetEndpoint, pushKeys, saveSubscription } from '../api/push';
import {
  currentSubscription,
  notificationPermission,
  pushSupport,
  subscribeThisBrowser,
  type PushSupport,
} from '../lib/push-browser';

export type PushState = {
  support: PushSupport;
  permission: NotificationPermission;
  /** This browser has a subscription (and the server was told of it). Null while it is being read. */
  on: boolean | null;
  busy: boolean;
  error: string | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
};

/**
 * Push on this browser: reads whether it is subscribed, and tells the server again on every visit (idempotent) so a
 * browser that changed hands, or a server that forgot it, is put right. turnOn asks for permission — only call it
 * from a click.
 */
export function usePushDevice(): PushState {
  const qc = useQueryClient();
  const support = pushSupport();
  const [permission, setPermission] = useState<NotificationPermission>(notificationPermission());
  const [on, setOn] = useState<boolean | null>(support === 'supported' ? null : false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void (async () => {
      const sub = await currentSubscription().catch(() => null);
      if (!live) return;
      setOn(!!sub);
      if (sub) {
        const body = PushSubscriptionInputSchema.safeParse(sub.toJSON());
        if (body.success) await saveSubscription(body.data).catch(() => undefined);
        await qc.invalidateQueries({ queryKey: pushKeys.devices() });
      }
    })();
    return () => {
      live = false;
    };
  }, [support, qc]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const { publicKey } = await fetchPushPublicKey();
      const sub = await subscribeThisBrowser(publicKey);
      setPermission(notificationPermission());
      if (sub === 'denied') return;
      const body = PushSubscriptionInputSchema.safeParse(sub.toJSON());
      if (!body.success) throw new Error('This browser gave a subscription Revy cannot use.');
      await saveSubscription(body.data);
      setOn(true);
      await qc.invalidateQueries({ queryKey: pushKeys.devices() });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Notifications could not be turned on. Try again.');
    } finally {
      setBusy(false);
    }
  }, [qc]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const sub = await currentSubscription();
      if (sub) {
        await forgetEndpoint(sub.endpoint).catch(() => undefined);
        await sub.unsubscribe();
      }
      setOn(false);
      await qc.invalidateQueries({ queryKey: pushKeys.devices() });
    } catch {
      setError('Notifications could not be turned off. Try again.');
    } finally {
      setBusy(false);
    }
  }, [qc]);

  return { support, permission, on, busy, error, turnOn, turnOff };
}
