'use client';
/** What a ranked list shows instead of itself: a short message, also when one of its parts fails. */
import { Component } from '#runtime';
import type { ReactNode } from 'react';
import { useSay } from '../../i18n/say';

export const UNAVAILABLE_TEXT = 'This list is not available.';

export function Message({ text }: { text: string }) {
  return (
    <p className="wy-widget__message" role="status">
      {text}
    </p>
  );
}

/** A widget bug must stay inside the widget: the page keeps working around it. */
export function Unavailable() {
  return <Message text={useSay()(UNAVAILABLE_TEXT)} />;
}

export class Guard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Worthy: the list could not be shown', error);
  }

  override render() {
    return this.state.failed ? <Unavailable /> : this.props.children;
  }
}
