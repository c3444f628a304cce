import { z } from 'zod';
import type { VinDecoder } from './vin-decoder';
import { mapVpicValues } from './vpic-mapping';

const ResponseSchema = z.object({ Results: z.array(z.record(z.string(), z.unknown())) });

/**
 * NHTSA's vPIC web API, or anything that answers in its format:
 * `${baseUrl}/vehicles/DecodeVinValuesExtended/{vin}?format=json`
 * (https://vpic.nhtsa.dot.gov/api/). Throws on a network failure, a timeout, a non-2xx or a
 * body of another shape, so the caller can fall back to the built-in decoder.
 */
export function createOnlineVpicDecoder(opts: {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): VinDecoder {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'vpic-online',
    async decode(vin, hints) {
      const res = await doFetch(`${base}/vehicles/DecodeVinValuesExtended/${encodeURIComponent(vin)}?format=json`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`vPIC answered ${res.status}`);
      const body = ResponseSchema.parse(await res.json());
      const first = body.Results[0] ?? {};
      const values: Record<string, string> = {};
      for (const [key, value] of Object.entries(first))
        if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
      if (!values.Make?.trim() && !values.Model?.trim()) return null;
      // Only the vehicle's facts go on; the service's own bookkeeping does not.
      for (const key of ['ErrorCode', 'ErrorText', 'AdditionalErrorText', 'SuggestedVIN', 'PossibleValues', 'VIN'])
        delete values[key];
      return mapVpicValues(vin, values, hints, 'vpic-online');
    },
    async close() {},
  };
}
