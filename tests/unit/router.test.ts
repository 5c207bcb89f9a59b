// @vitest-environment jsdom
/** The client router's link rules (site/router/location.ts): which clicks the app handles itself. */
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentId, internalHref, locationOf } from '../../site/router/location';

const origin = window.location.origin;

/** Clicks `selector` inside `html` and returns what internalHref made of the click. */
function click(
  html: string,
  init: MouseEventInit = {},
  selector = '[data-click]',
  options: { prevent?: boolean } = {},
): string | null {
  document.body.innerHTML = html;
  let result: string | null | undefined;
  const listener = (event: MouseEvent) => {
    result = internalHref(event, origin);
    event.preventDefault(); // jsdom would otherwise try to navigate
  };
  const preventer = (event: Event) => event.preventDefault();
  if (options.prevent) document.body.addEventListener('click', preventer);
  document.addEventListener('click', listener);
  try {
    const target = document.querySelector(selector)!;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  } finally {
    document.removeEventListener('click', listener);
    document.body.removeEventListener('click', preventer);
  }
  expect(result).not.toBe(undefined);
  return result ?? null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('internalHref', () => {
  it('returns the path, query and fragment of a plain left click on a same-site link', () => {
    expect(click('<a data-click href="/about">About</a>')).toBe('/about');
    expect(click('<a data-click href="/categories/health?q=vpn%20%26%20more#results">x</a>')).toBe(
      '/categories/health?q=vpn%20%26%20more#results',
    );
    expect(click(`<a data-click href="${origin}/privacy">x</a>`)).toBe('/privacy');
    expect(click('<a data-click href="/categories/finance/">x</a>')).toBe('/categories/finance/');
  });

  it('finds the link around the clicked element', () => {
    expect(click('<a href="/contact"><span><strong data-click>Contact</strong></span></a>')).toBe('/contact');
  });

  it('accepts target _self', () => {
    expect(click('<a data-click href="/cookies" target="_self">x</a>')).toBe('/cookies');
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey'], ['altKey']] as const)('leaves a click with %s to the browser', (key) => {
    expect(click('<a data-click href="/about">x</a>', { [key]: true })).toBeNull();
  });

  it('leaves middle and right clicks to the browser', () => {
    expect(click('<a data-click href="/about">x</a>', { button: 1 })).toBeNull();
    expect(click('<a data-click href="/about">x</a>', { button: 2 })).toBeNull();
  });

  it('ignores a click another handler already handled', () => {
    expect(click('<a data-click href="/about">x</a>', {}, '[data-click]', { prevent: true })).toBeNull();
  });

  it('leaves links with a target or a download to the browser', () => {
    expect(click('<a data-click href="/about" target="_blank">x</a>')).toBeNull();
    expect(click('<a data-click href="/about" target="other">x</a>')).toBeNull();
    expect(click('<a data-click href="/privacy" download>x</a>')).toBeNull();
    expect(click('<a data-click href="/privacy" download="privacy.html">x</a>')).toBeNull();
  });

  it('leaves other origins and schemes to the browser', () => {
    expect(click('<a data-click href="https://example.com/about">x</a>')).toBeNull();
    expect(click('<a data-click href="//example.com/about">x</a>')).toBeNull();
    expect(click('<a data-click href="mailto:editorial@worthy.reviews">x</a>')).toBeNull();
    expect(click('<a data-click href="tel:+15555550100">x</a>')).toBeNull();
    const otherPort = new URL(origin);
    otherPort.port = otherPort.port === '9999' ? '9998' : '9999';
    expect(click(`<a data-click href="${otherPort.origin}/about">x</a>`)).toBeNull();
  });

  it('leaves static files (a path with a file extension) to the browser', () => {
    for (const href of [
      '/sitemap.xml',
      '/robots.txt',
      '/embed/worthy-embed.js',
      '/favicon.svg',
      '/404.html',
      '/assets/index-AbC123.JS',
    ]) {
      expect(click(`<a data-click href="${href}">x</a>`), href).toBeNull();
    }
  });

  it('ignores clicks outside links and links without an href', () => {
    expect(click('<p><button data-click>Go</button></p>')).toBeNull();
    expect(click('<a data-click>no href</a>')).toBeNull();
  });
});

describe('locationOf', () => {
  it('splits a URL into path, search and hash', () => {
    const location = locationOf('/categories/health?q=nord#top', 'http://worthy.local');
    expect(location).toEqual({ path: '/categories/health', search: '?q=nord', hash: '#top' });
    expect(locationOf('https://worthy.reviews/about')).toEqual({ path: '/about', search: '', hash: '' });
  });
});

describe('fragmentId', () => {
  it('decodes an escaped fragment into the element id it names', () => {
    expect(fragmentId('#how-we-review')).toBe('how-we-review');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('')).toBe('');
  });

  it('reads a malformed escape as the raw id instead of throwing', () => {
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentId('#%')).toBe('%');
  });
});
