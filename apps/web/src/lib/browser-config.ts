import { publicSettingsFrom, type PublicSettings } from '@revy/shared';

declare global {
  interface Window {
    /**
     * Runtime values the server writes into index.html on every page request (apps/server/src/plugins/web.ts): the
     * public settings staff edit under /admin/config (issue 16), so a change needs neither a rebuild nor a restart.
     */
    __REVY__?: { defaultLandingUrl?: string | null; settings?: unknown; start?: StartHint; map?: unknown };
  }
}

/**
 * Written by the server that sent the page (apps/server/src/plugins/web-start.ts): it is up, and whether the request
 * carried a session cookie. Absent under the Vite dev server and in tests: the app then starts the long way.
 */
export type StartHint = { healthy?: boolean; session?: boolean };

/** The start hint of this page, if the server wrote one. */
export function startHint(): StartHint | undefined {
  const start = typeof window !== 'undefined' ? window.__REVY__?.start : undefined;
  return start && typeof start === 'object' ? start : undefined;
}

let cached: PublicSettings | null = null;

/**
 * The public settings (support contacts, default price, flag defaults, default landing address) as this page was
 * served with them, each checked by its shared schema; the registry defaults where missing (the Vite dev server
 * writes none). Read once per page load: a visitor gets a change on their next visit or reload.
 */
export function publicSettings(): PublicSettings {
  if (!cached) cached = publicSettingsFrom(typeof window !== 'undefined' ? window.__REVY__?.settings : undefined);
  return cached;
}

/** For tests: read window.__REVY__ again. */
export function resetPublicSettingsForTests(): void {
  cached = null;
}

/** The showroom map's tiles as the server was configured (MAP_TILE_URL, issue 19). */
export type MapTiles = { tileUrl: string; attribution: string };

/**
 * The map tiles this page was served with, or null: no map is offered then (the list alone). The server checked the
 * values at start; the browser checks their kind, and that the template is http(s) or a data: image.
 */
export function mapTiles(): MapTiles | null {
  const raw = typeof window !== 'undefined' ? window.__REVY__?.map : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const { tileUrl, attribution } = raw as Record<string, unknown>;
  if (typeof tileUrl !== 'string' || !/^(https?:\/\/|data:image\/)/.test(tileUrl)) return null;
  return { tileUrl, attribution: typeof attribution === 'string' ? attribution : '' };
}
