/**
 * Every outbound link goes through here: a new tab, no opener or referrer, marked sponsored,
 * and rewritten by the host when it needs to (the embed adds partner UTM parameters).
 */
import { createContext, useContext, type AnchorHTMLAttributes } from 'react';

export type OutboundRewrite = (url: string) => string;

const OutboundContext = createContext<OutboundRewrite>((url) => url);

/** Wrap widgets in this to rewrite their outbound URLs. */
export const OutboundLinks = OutboundContext.Provider;

export const OUTBOUND_REL = 'sponsored noopener noreferrer';

export function OutboundLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const rewrite = useContext(OutboundContext);
  return (
    <a {...rest} href={rewrite(href)} target="_blank" rel={OUTBOUND_REL}>
      {children}
    </a>
  );
}
