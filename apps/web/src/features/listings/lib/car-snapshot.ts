import { listingDisplayTitle, type Listing } from '@revy/shared';
import { formatLocation } from './listing-facts';

/**
 * What the compare tray and the recently viewed strip draw of a car without asking the server: taken when the buyer
 * picks or opens it, kept on the device (issue 19). The pages they lead to read the car afresh.
 */
export type CarSnapshot = {
  id: string;
  title: string;
  /** Cents, as on the API. */
  price: number | null;
  /** The cover's two smallest landscape sizes (a card or a thumbnail), WebP and JPEG. */
  files: Record<string, string> | null;
  place: string | null;
  /** Miles from the buyer's ZIP when the car was picked from a search by ZIP (the card said it); else null. */
  distance: number | null;
};

const SMALL_SIZES = /^(cover300x200|cover600x400)(\.jpg)?$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** The app's own file paths, or the photo CDN's. */
const PHOTO_URL = /^(\/(?!\/)|https?:\/\/)/;

/** A car's snapshot, titled as its card titles it. */
export function carSnapshot(l: Listing): CarSnapshot {
  const fromVehicle = listingDisplayTitle({ vehicle: l.vehicle });
  const title = fromVehicle === listingDisplayTitle({}) ? listingDisplayTitle(l) : fromVehicle;
  const files = l.cover?.files
    ? Object.fromEntries(Object.entries(l.cover.files).filter(([k]) => SMALL_SIZES.test(k)))
    : null;
  const place =
    l.location?.city && l.location?.state ? `${l.location.city}, ${l.location.state}` : formatLocation(l.location);
  return {
    id: l.id,
    title,
    price: l.price,
    files: files && Object.keys(files).length ? files : null,
    place: place || null,
    distance: typeof l.distance === 'number' ? l.distance : null,
  };
}

export const isCarId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);

/** A snapshot read back from storage, or null when it is not one (an old version's, or edited by hand). */
export function readSnapshot(raw: unknown): CarSnapshot | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!isCarId(r.id) || typeof r.title !== 'string') return null;
  const files =
    r.files && typeof r.files === 'object' && !Array.isArray(r.files)
      ? Object.fromEntries(
          Object.entries(r.files as Record<string, unknown>).filter(
            (e): e is [string, string] => SMALL_SIZES.test(e[0]) && typeof e[1] === 'string' && PHOTO_URL.test(e[1]),
          ),
        )
      : null;
  return {
    id: r.id,
    title: r.title.slice(0, 200),
    price: typeof r.price === 'number' && Number.isFinite(r.price) ? r.price : null,
    files: files && Object.keys(files).length ? files : null,
    place: typeof r.place === 'string' ? r.place.slice(0, 120) : null,
    distance: typeof r.distance === 'number' && Number.isFinite(r.distance) && r.distance >= 0 ? r.distance : null,
  };
}
