'use client';
/**
 * `#widget-locale` in the builds that set the language around their widgets themselves: the site,
 * whose French pages wrap their widgets in <SayIn value={french}>, and the embed, whose French
 * file wraps a French list the same way (lib/embed/french.ts). Neither then carries the French
 * words in its English pages or first load. A widget's `locale` prop is the package's way in
 * (./locales.tsx); here the language around the widget decides.
 */
import type { ReactNode } from 'react';
import { useSay, type Locale, type Say } from './say';

export const useLocaleSay = (locale?: Locale): Say => (void locale, useSay());

export const InLocale = ({ children }: { locale?: Locale | undefined; children: ReactNode }) => children;
