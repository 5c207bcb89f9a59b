'use client';
/** A provider logo at 3:1, or a monogram when there is none or it fails to load: never a broken image. */
import { useEffect, useRef, useState } from '#runtime';
import { useSay } from '../../i18n/say';

function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/);
  // The first letters of its first two words ('Proton VPN' → 'PV'), or of its one word.
  return (
    words
      .slice(0, 2)
      .map((word) => word[0])
      .join('') || '?'
  ).toUpperCase();
}

export function Logo({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const say = useSay();
  const image = useRef<HTMLImageElement>(null);
  // A new source gets a fresh try; a prerendered image can fail before hydration attaches
  // onError, so a finished image with no pixels counts as failed too.
  useEffect(() => {
    const img = image.current;
    setFailed(Boolean(img?.complete && img.naturalWidth === 0));
  }, [src]);

  if (!src || failed) {
    return (
      <span className="wy-logo wy-logo--monogram" aria-hidden="true">
        {monogram(name)}
      </span>
    );
  }
  return (
    <span className="wy-logo">
      <img ref={image} src={src} alt={say('{0} logo', name)} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}
