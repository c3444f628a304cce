import { readStorage, writeStorage } from './browser-storage';

/** The visitor's answer to the analytics banner (decision 036). */
export const CONSENT_KEY = 'revy__analytics_consent';
export type Consent = 'granted' | 'denied';

const listeners = new Set<() => void>();

/** Global Privacy Control: a browser-wide "do not sell or share", honoured as a refusal without asking. */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The stored answer, or null when the visitor has not answered (and sends no GPC). */
export function readConsent(): Consent | null {
  if (globalPrivacyControl()) return 'denied';
  const v = readStorage('local', CONSENT_KEY);
  return v === 'granted' || v === 'denied' ? v : null;
}

export function writeConsent(value: Consent): void {
  writeStorage('local', CONSENT_KEY, value);
  for (const l of listeners) l();
}

/** Product analytics may receive this visitor's events: only after an explicit yes. */
export const analyticsAllowed = () => readConsent() === 'granted';

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the banner again (the footer's "Privacy choices"). */
export const PRIVACY_CHOICES_EVENT = 'revy:privacy-choices';
export function openPrivacyChoices(): void {
  window.dispatchEvent(new Event(PRIVACY_CHOICES_EVENT));
}
