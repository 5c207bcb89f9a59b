/** The reader's cookie choice, remembered in localStorage; the banner and /cookies share it. */
import { signal } from '@preact/signals-react';

export const CONSENT_KEY = 'worthy-cookie-consent';

export interface Consent {
  essential: true;
  performance: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  savedAt: string;
}

export function readConsent(storage: Storage | undefined = globalThis.localStorage): Consent | null {
  try {
    const value = JSON.parse(storage?.getItem(CONSENT_KEY) ?? 'null') as Partial<Consent> | null;
    if (!value || typeof value.performance !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { essential: true, performance: value.performance, marketing: value.marketing, savedAt: String(value.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function saveConsent(
  choice: { performance: boolean; marketing: boolean },
  storage: Storage | undefined = globalThis.localStorage,
): Consent {
  const consent: Consent = { essential: true, ...choice, savedAt: new Date().toISOString() };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Private modes may refuse storage: the choice holds for this visit.
  }
  return consent;
}

/** 'closed', 'ask' (first visit: the three quick choices) or 'choose' (the detailed switches). */
export const bannerMode = signal<'closed' | 'ask' | 'choose'>('closed');

/** For the /cookies page: bring the preferences back. */
export const openCookiePreferences = (): void => {
  bannerMode.value = 'choose';
};
