'use client';
/**
 * The host's own pages among the links a widget shows: the flagship wraps its pages in OwnPages, and
 * a link to one of them (a card's 'Read Review') is an internal link there, in a new tab but neither
 * sponsored nor counted as a visit to the provider. Elsewhere every link is outbound (the embed,
 * always on other people's pages, gives none).
 */
import { createContext, useContext } from '#runtime';

/** The path of `url` when it is one of the host's own pages, else null. */
export type OwnPage = (url: string) => string | null;

const OwnPagesContext = createContext<OwnPage>(() => null);

export const OwnPages = OwnPagesContext.Provider;

/** The path of `url` on this host, or null when it leads elsewhere. */
export const useOwnPage = (url: string): string | null => useContext(OwnPagesContext)(url);
