import { NearestZipSchema, type NearestZip } from '@revy/shared';
import { api } from '../../../lib/api-client';

/** GET /v1/geo/nearest-zip: the US ZIP code nearest a position (issue 19, "Use my location"). */
export const fetchNearestZip = (lat: number, lng: number, signal?: AbortSignal): Promise<NearestZip> =>
  api('/v1/geo/nearest-zip', {
    // Six decimals (about 10 cm) is more than any ZIP needs; the server refuses more than twelve.
    query: { lat: lat.toFixed(6), lng: lng.toFixed(6) },
    signal,
    schema: import.meta.env.DEV ? NearestZipSchema : undefined,
  });
