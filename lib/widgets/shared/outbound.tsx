'use client';
/**
 * Every outbound link goes through here: a new tab, no opener or referrer, marked sponsored,
 * rewritten by the host when it needs to (the embed adds partner UTM parameters), and reported
 * to the host when a reader follows it (the embed's worthy:outbound event, click counts). A review
 * link is one of them on other people's sites (a widget's links pass no ranking signal); the
 * flagship claims the reviews that are its own pages (./ownPages.ts).
 */
import { createContext, useContext } from '#runtime';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useOwnPage } from './ownPages';

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
  const own = useOwnPage(href);
  const url = useContext(OutboundContext)(href);
  const follow = useContext(FollowContext);
  // A click, Enter, or a middle click that opens a tab: each one follows the link.
  const report =
    follow && !own
      ? (event: MouseEvent) => {
          if (event.type === 'click' || event.button === 1) follow(url, provider);
        }
      : undefined;
  return (
    <a
      {...rest}
      href={own ?? url}
      target="_blank"
      rel={own ? 'noopener noreferrer' : OUTBOUND_REL}
      onClick={report}
      onAuxClick={report}
    >
      {children}
    </a>
  );
}
