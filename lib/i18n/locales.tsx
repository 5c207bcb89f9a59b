'use client';
/**
 * `#widget-locale` in the npm package: each widget's `locale` prop (CONTRACT section 13), 'en' by
 * default, or 'fr-CA'. A widget given one speaks it, and so does everything inside it; one given
 * none speaks the language around it (English unless a page or a widget above says otherwise).
 * The site and the embed set the language around their widgets themselves (./aroundOnly.ts).
 */
import type { ReactNode } from 'react';
import { french } from './fr-CA/widgetWords';
import { english, SayIn, useSay, type Locale, type Say } from './say';

export const SAYS: Readonly<Record<Locale, Say>> = { en: english, 'fr-CA': french };

/** What the widget says with: its own locale's words when it has one, else those around it. */
export function useLocaleSay(locale?: Locale): Say {
  const around = useSay();
  return locale ? SAYS[locale] : around;
}

/** Renders `children` in `locale` when one is given, else in the language around them. */
export function InLocale({ locale, children }: { locale?: Locale | undefined; children: ReactNode }) {
  return locale ? <SayIn value={SAYS[locale]}>{children}</SayIn> : <>{children}</>;
}
