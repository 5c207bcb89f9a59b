import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import vpnRows from '../../lib/data/builtin/vpn_providers.json';
import { readConfig } from '../../lib/embed/config';
import { withPartner } from '../../lib/embed/partnerLinks';
import { listWords } from '../../lib/embed/titles';
import { LIST_KEYS } from '../../lib/model';

describe('partner links', () => {
  const tagged = (href: string) => withPartner(href, 'blog-42');

  it('adds utm_source and utm_medium to a plain link', () => {
    expect(tagged('https://nordvpn.com/')).toBe('https://nordvpn.com/?utm_source=blog-42&utm_medium=embed');
  });

  it('keeps the link’s own query and puts the parameters before the fragment', () => {
    expect(tagged('https://acme.example/deal?coupon=SAVE10&lang=en#plans')).toBe(
      'https://acme.example/deal?coupon=SAVE10&lang=en&utm_source=blog-42&utm_medium=embed#plans',
    );
  });

  it('keeps the link’s own query byte for byte, encoding and bare flags included', () => {
    expect(tagged('https://acme.example/?q=a%20b&tag=x+y&flag')).toBe(
      'https://acme.example/?q=a%20b&tag=x+y&flag&utm_source=blog-42&utm_medium=embed',
    );
  });

  it('replaces a utm_source or utm_medium the link already has, so a click has one source', () => {
    expect(tagged('https://acme.example/?utm_source=worthy&id=7&utm_medium=site')).toBe(
      'https://acme.example/?id=7&utm_source=blog-42&utm_medium=embed',
    );
  });

  it('encodes the partner id', () => {
    expect(withPartner('https://acme.example/', 'my blog&co')).toBe(
      'https://acme.example/?utm_source=my%20blog%26co&utm_medium=embed',
    );
  });

  it('leaves links alone without a partner, or when they are not absolute http(s) URLs', () => {
    expect(withPartner('https://acme.example/?a=1', '  ')).toBe('https://acme.example/?a=1');
    expect(tagged('/about')).toBe('/about');
    expect(tagged('mailto:hi@acme.example')).toBe('mailto:hi@acme.example');
  });
});

describe('embedded list words', () => {
  it('gives each of the 49 list keys its own heading', () => {
    const titles = LIST_KEYS.map((key) => listWords(key).title);
    expect(new Set(titles).size).toBe(49);
    expect(titles.every((title) => !title.includes('Top Providers'))).toBe(true);
  });

  it('names a Canada list as such, with the same title as its topic page', () => {
    expect(listWords('vpn_providers').title).toBe('Top VPN Services');
    expect(listWords('vpn_providers_canada').title).toBe('Top VPN Services for Canadians');
    expect(listWords('telehealth_providers_canada').title).toBe('Top Telehealth Services in Canada');
    expect(listWords('vpn_providers_canada').compareTitle).toBe('Compare VPN Services');
  });
});

describe('embed attributes', () => {
  afterEach(() => vi.restoreAllMocks());

  const element = (attributes: Record<string, string>) => {
    const el = document.createElement('worthy-ranked-list');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };

  it('accepts only the 49 list keys as category', () => {
    expect(readConfig(element({ category: 'vpn_providers' })).ok).toBe(true);
    expect(readConfig(element({ category: 'nope_providers' }))).toEqual({ ok: false, category: 'nope_providers' });
    expect(readConfig(element({}))).toEqual({ ok: false, category: null });
  });

  it('shows the compare buttons, light, without limit or partner, on built-in data by default', () => {
    expect(readConfig(element({ category: 'vpn_providers' }))).toEqual({
      ok: true,
      category: 'vpn_providers',
      limit: undefined,
      compare: true,
      theme: 'light',
      partner: '',
      backend: null,
    });
  });

  it('reads limit, compare, theme, partner and the partner’s own backend', () => {
    const config = readConfig(
      element({
        category: 'vpn_providers',
        limit: '3',
        compare: 'false',
        theme: 'auto',
        partner: 'blog-42',
        'supabase-url': 'https://abc.supabase.co',
        'supabase-key': 'anon',
      }),
    );
    expect(config).toMatchObject({ limit: 3, compare: false, theme: 'auto', partner: 'blog-42' });
    expect(config.ok && config.backend).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });

  it('ignores a limit that is not a positive integer, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const limit of ['0', '-2', '2.5', 'three']) {
      const config = readConfig(element({ category: 'vpn_providers', limit }));
      expect(config.ok && config.limit, limit).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('needs both halves of a backend', () => {
    const config = readConfig(element({ category: 'vpn_providers', 'supabase-url': 'https://abc.supabase.co' }));
    expect(config.ok && config.backend).toBeNull();
  });
});

/**
 * The embed's own build (vite.config.ts, mode embed: Preact's core behind the react shim, the
 * store on @preact/signals-core) of a probe that exposes what the embed renders with. Nothing in
 * the embed lists the store's signals: every component follows those it reads (signalsRuntime.ts).
 */
interface Probe {
  createElement: typeof import('preact').createElement;
  options: typeof import('preact').options;
  signal: typeof import('@preact/signals-core').signal;
  createRoot: typeof import('../../lib/embed/reactDomClient').createRoot;
  createListStore: typeof import('../../lib/state/listStore').createListStore;
  EmbedView: typeof import('../../lib/embed/EmbedView').EmbedView;
  RankedList: typeof import('../../lib/widgets/RankedList').RankedList;
  ComparePanel: typeof import('../../lib/widgets/ComparePanel').ComparePanel;
}

const root = `${resolve(fileURLToPath(import.meta.url), '../../..')}/`;
const PROBE_ID = 'worthy-embed-probe';
const PROBE_SOURCE = `
export { createElement, options } from 'preact';
export { signal } from '@preact/signals-react';
export { createRoot } from 'react-dom/client';
export { createListStore } from '${root}lib/state/listStore.ts';
export { EmbedView } from '${root}lib/embed/EmbedView.tsx';
export { RankedList } from '${root}lib/widgets/RankedList/index.ts';
export { ComparePanel } from '${root}lib/widgets/ComparePanel/index.ts';
`;

async function buildProbe(): Promise<Probe> {
  const { build } = await import('vite');
  const output = await build({
    configFile: `${root}vite.config.ts`,
    mode: 'embed',
    logLevel: 'silent',
    plugins: [
      {
        name: 'worthy-embed-probe',
        resolveId: (id) => (id.endsWith(PROBE_ID) ? `\0${PROBE_ID}` : null),
        load: (id) => (id === `\0${PROBE_ID}` ? PROBE_SOURCE : null),
      },
    ],
    build: {
      write: false,
      emptyOutDir: false,
      lib: { entry: PROBE_ID, formats: ['iife'], name: 'WorthyProbe', fileName: () => 'probe.js' },
    },
  });
  const [chunk] = (Array.isArray(output) ? output[0]! : (output as { output: Array<{ code: string }> })).output;
  return new Function(`${chunk!.code}\nreturn WorthyProbe;`)() as Probe;
}

/** Preact renders a state change on the next tick. */
const rendered = () => new Promise((done) => setTimeout(done, 0));

describe('the embed build follows the store without a list of its signals', () => {
  let probe: Probe;
  beforeAll(async () => {
    probe = await buildProbe();
  }, 60_000);

  const vpnProviders = toProviders('vpn_providers', sortRows(vpnRows as unknown[]), () => {});

  it('re-renders the list and the panel from the signals they read, never the whole view', async () => {
    const { createElement, createRoot, createListStore, EmbedView, RankedList, ComparePanel, options } = probe;
    const renders = new Map<unknown, number>();
    const diffed = options.diffed;
    options.diffed = (vnode) => {
      renders.set(vnode.type, (renders.get(vnode.type) ?? 0) + 1);
      diffed?.(vnode);
    };
    const host = document.createElement('div');
    document.body.append(host);
    const view = createRoot(host);
    try {
      const store = createListStore({ load: async () => vpnProviders });
      const words = { title: 'Top VPN Services', compareTitle: 'Compare VPN Services', compareDescription: 'Pick up to three.' };
      const count = vpnProviders.length;
      const props = {
        store,
        words,
        limit: undefined,
        compare: true,
        placeholderCount: count,
        rewrite: (url: string) => url,
        aboutHref: '/about',
        method: null,
      };
      view.render(createElement(EmbedView, props));
      expect(host.textContent).toContain('Loading providers...');

      await store.refresh();
      await rendered();
      expect(host.querySelectorAll('ol > li')).toHaveLength(count);

      const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
      const [first, second, third, fourth] = vpnProviders;
      for (const provider of [first!, second!, third!]) {
        button(`Add to Compare ${provider.name}`).click();
        await rendered();
      }
      // selectedProviders, read in the panel; canSelectMore, read in the list for each card.
      expect(host.querySelector('.wy-compare__count')?.textContent).toBe('3 of 3 selected');
      expect(host.querySelectorAll('table thead th')).toHaveLength(3);
      expect(button(`Compare Limit Reached ${fourth!.name}`).disabled).toBe(true);

      button('Clear comparison').click();
      await rendered();
      expect(host.querySelector('.wy-compare__count')?.textContent).toBe('0 of 3 selected');
      expect(button(`Add to Compare ${fourth!.name}`).disabled).toBe(false);

      // The list and the panel followed the load, the three adds and the clear by themselves: the
      // view around them rendered once, so nothing above them subscribes on their behalf.
      expect(renders.get(EmbedView)).toBe(1);
      expect(renders.get(RankedList)).toBeGreaterThanOrEqual(5);
      expect(renders.get(ComparePanel)).toBeGreaterThanOrEqual(4);
    } finally {
      view.unmount();
      options.diffed = diffed;
      host.remove();
    }
  });

  it('follows a signal that nothing lists, and lets go of it when the component unmounts', async () => {
    const { createElement, createRoot, signal } = probe;
    const headline = signal('Spring deal');
    let renders = 0;
    const Offer = () => {
      renders += 1;
      return createElement('p', null, headline.value);
    };
    const host = document.createElement('div');
    const view = createRoot(host);
    view.render(createElement('div', null, createElement(Offer, null)));
    expect(host.textContent).toBe('Spring deal');

    headline.value = 'Summer deal';
    await rendered();
    expect(host.textContent).toBe('Summer deal');
    expect(renders).toBe(2);

    view.unmount();
    headline.value = 'Autumn deal';
    await rendered();
    expect(renders).toBe(2);
  });
});
