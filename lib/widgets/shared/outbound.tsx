'use client';
/**
 * Every outbound link goes through here: a new tab, no opener or referrer, marked sponsored,
 * rewritten by the host when it needs to (the embed adds partner UTM parameters), and reported
 * to the host when a reader follows it (the embed's worthy:outbound event, click counts). A review
 * link is one of them on other people's sites (a widget's links pass no ranking signal); a host may
 * claim the reviews that are its own pages (OwnPages), which then open as plain links.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type OutboundRewrite = (url: string) => string;

/** A reader followed an outbound link: the URL as followed (after any rewrite) and the provider it leads to. */
export type OutboundFollow = (url: string, provider: string) => void;

const OutboundContext = createContext<OutboundRewrite>((url) => url);
const FollowContext = createContext<OutboundFollow | null>(null);

/** Wrap widgets in this to rewrite their outbound URLs. */
export const OutboundLinks = OutboundContext.Provider;

/** Wrap widgets in this to hear which outbound links readers follow. */
export const OutboundFollows = FollowContext.Provider;

export const OUTBOUND_REL = 'sponsored noopener noreferrer';

export interface OutboundLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The provider the link leads to, named in the follow report. */
  provider: string;
}

export function OutboundLink({ href, provider, children, ...rest }: OutboundLinkProps) {
  const url = useContext(OutboundContext)(href);
  const follow = useContext(FollowContext);
  // A click, Enter, or a middle click that opens a tab: each one follows the link.
  const report = follow
    ? (event: MouseEvent) => {
        if (event.type === 'click' || event.button === 1) follow(url, provider);
      }
    : undefined;
  return (
    <a {...rest} href={url} target="_blank" rel={OUTBOUND_REL} onClick={report} onAuxClick={report}>
      {children}
    </a>
  );
}

/** The path of `url` when it is one of the host's own pages, else null. */
export type OwnPage = (url: string) => string | null;

const OwnPagesContext = createContext<OwnPage>(() => null);

/** The flagship wraps its pages in this: its own review pages are internal links there, not sponsored ones. */
export const OwnPages = OwnPagesContext.Provider;

/** A card's 'Read Review': the host's own page in a new tab, or an outbound link like any other. */
export function ReviewLink({ href, provider }: { href: string; provider: string }) {
  const own = useContext(OwnPagesContext)(href);
  const className = 'wy-button wy-button--ghost';
  return own ? (
    <a href={own} target="_blank" rel="noopener noreferrer" className={className}>
      Read Review
    </a>
  ) : (
    <OutboundLink href={href} provider={provider} className={className}>
      Read Review
    </OutboundLink>
  );
}
