'use client';
/**
 * Stands in for ./locales.tsx in the builds whose pages set the widgets' language themselves
 * (vite.config.ts): the site, whose French pages wrap their widgets in <SayIn value={french}>,
 * so its English pages carry no French; and the embed, whose widgets' words are written in place
 * in English (scripts/englishWords.mjs rewrites every use of these there). A widget's `locale`
 * prop is the package's way in; here the language around the widget decides.
 */
import type { ReactNode } from 'react';
import { useSay, type Locale, type Say } from './say';

export const useLocaleSay = (locale?: Locale): Say => (void locale, useSay());

export const InLocale = ({ children }: { locale?: Locale | undefined; children: ReactNode }) => children;
