import { createOfflineVpicDecoder } from './offline-vpic-decoder';
import { createOnlineVpicDecoder } from './online-vpic-decoder';
import type { VinDecoder } from './vin-decoder';

export type { VinDecoder, DecodeHints } from './vin-decoder';
export { createOfflineVpicDecoder } from './offline-vpic-decoder';
export { createOnlineVpicDecoder } from './online-vpic-decoder';

/**
 * The online vPIC decoder when VIN_DECODER_URL is set, falling back to the built-in one when the
 * service fails (logged); the built-in one alone otherwise.
 */
export function createVinDecoder(opts: {
  url?: string | undefined;
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}): VinDecoder {
  const offline = createOfflineVpicDecoder();
  if (!opts.url) return offline;
  const online = createOnlineVpicDecoder({ baseUrl: opts.url, timeoutMs: opts.timeoutMs });
  return {
    kind: online.kind,
    async decode(vin, hints) {
      try {
        return await online.decode(vin, hints);
      } catch (err) {
        opts.log?.warn({ err, vin }, 'vin decoder: online service failed, using the built-in data');
        return offline.decode(vin, hints);
      }
    },
    async close() {
      await Promise.all([online.close(), offline.close()]);
    },
  };
}
