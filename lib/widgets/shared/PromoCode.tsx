'use client';
/** A promo code a reader can copy in one click; says so to screen readers too. */
import { useEffect, useRef, useState } from '#runtime';
import { useSay } from '../../i18n/say';

export function PromoCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const say = useSay();
  const text = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure page or a refusal): select the code so the reader can copy it.
      const range = document.createRange();
      if (text.current) range.selectNodeContents(text.current);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  }

  return (
    <span className="wy-code">
      <span className="wy-code__label">{say('Code')}</span>
      <code ref={text} className="wy-code__value">
        {code}
      </code>
      <button type="button" className="wy-code__copy" onClick={copy} aria-label={say('Copy code {0}', code)}>
        {say(copied ? 'Copied' : 'Copy')}
      </button>
      <span className="wy-visually-hidden" role="status">
        {copied ? say('Code {0} copied', code) : ''}
      </span>
    </span>
  );
}
