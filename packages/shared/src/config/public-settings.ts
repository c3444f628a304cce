import { DEFAULT_USER_PRICE } from '../limits';
import type { FlagName } from '../flags';

/**
 * The settings that reach the browser (window.__REVY__.settings in index.html, and anyone's GET
 * /v1/config/name/{name}) with the value used while none is stored. Here, without zod, because the browser reads them
 * before its first render; the settings registry (settings.ts) takes these defaults and adds the schemas staff edits
 * are checked against.
 */
export type PublicSettings = {
  defaultLandingUrl: string;
  flagDefaults: Partial<Record<FlagName, string>>;
  defaultUserPrice: number;
  supportEmail: string;
  supportPhone: string;
};

export const PUBLIC_SETTING_DEFAULTS: Readonly<PublicSettings> = {
  defaultLandingUrl: '',
  flagDefaults: {},
  defaultUserPrice: DEFAULT_USER_PRICE,
  supportEmail: 'support@revy.local',
  supportPhone: '',
};

/** A same-site path ("/marketing") or nothing: the landing guard never sends visitors off the site. */
export function isLandingPath(value: string): boolean {
  return value === '' || (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'));
}

/** Digits, spaces, +, ( ) and -, starting with + or a digit; or nothing (the support phone). */
export const SUPPORT_PHONE_PATTERN = /^[+\d][\d\s().-]*$|^$/;
// The shape of an address only: the server checked the stored value with the full email rule.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isPlainStringMap(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

/**
 * The public settings from what the server wrote into the page. The server checked each value against the registry's
 * schema when it was stored and again when it read it (settingFromStored), so the browser checks only its kind and
 * shape (and that the landing address stays on this site); flag values are checked once more where they apply (resolveFlags).
 * Anything missing or of the wrong kind, as on a stale or hand-edited page, is the default: it never breaks the app.
 */
export function publicSettingsFrom(raw: unknown): PublicSettings {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const pick = <K extends keyof PublicSettings>(name: K, ok: (v: unknown) => boolean): PublicSettings[K] =>
    ok(source[name]) ? (source[name] as PublicSettings[K]) : PUBLIC_SETTING_DEFAULTS[name];
  return {
    defaultLandingUrl: pick('defaultLandingUrl', (v) => typeof v === 'string' && isLandingPath(v.trim())),
    flagDefaults: pick('flagDefaults', isPlainStringMap),
    defaultUserPrice: pick('defaultUserPrice', (v) => Number.isInteger(v) && (v as number) >= 0),
    supportEmail: pick('supportEmail', (v) => typeof v === 'string' && (v === '' || EMAIL_SHAPE.test(v))),
    supportPhone: pick('supportPhone', (v) => typeof v === 'string' && SUPPORT_PHONE_PATTERN.test(v)),
  };
}
