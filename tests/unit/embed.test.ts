// @vitest-environment jsdom
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import vpnRows from '../../lib/data/builtin/vpn_providers.json';
import { readConfig } from '../../lib/embed/config';
import { withPartner } from '../../lib/connected/WorthyRankedList/partnerLinks';
import { EMBED_SOURCES } from '../../lib/embed/sources';
import { LIBRARY_SOURCES } from '../../lib/connected/WorthyRankedList/librarySources';
import { LIST_KEYS, listRecord, type ListKey, type Provider } from '../../lib/model';
import { listFile } from '../../scripts/embed.mjs';
import type { ListSources } from '../../lib/connected/WorthyRankedList/ListWidget';

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
  /** A list's words as the embed build writes them into lists/<key>.json. */
  const words = (key: ListKey) => {
    const { providers, method, ...facts } = listFile(listRecord(key), [], null);
    expect([providers, method]).toEqual([[], null]);
    return facts;
  };

  it('give each list key its own heading', () => {
    const titles = LIST_KEYS.map((key) => words(key).title);
    expect(new Set(titles).size).toBe(LIST_KEYS.length);
    expect(titles.every((title) => !title.includes('Top Providers'))).toBe(true);
  });

  it('name a Canada list as such, with the same title as its topic page', () => {
    expect(words('vpn_providers').title).toBe('Top VPN Services');
    expect(words('vpn_providers_canada').title).toBe('Top VPN Services for Canadians');
    expect(words('telehealth_providers_canada').title).toBe('Top Telehealth Services in Canada');
    expect(words('vpn_providers_canada').label).toBe('VPN Services');
  });

  it('show each list as WorthyRankedList does: the same title, label and top-pick rule', () => {
    for (const key of LIST_KEYS) expect(words(key), key).toEqual(LIBRARY_SOURCES.list(key));
  });

  it('reach the widget with the list they came with, and the room the list holds while it loads', async () => {
    const file = listFile(listRecord('glp1_providers_canada'), [], null);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(String(url));
      return new Response(JSON.stringify(file));
    });
    try {
      expect(EMBED_SOURCES.list('glp1_providers_canada')).toBeUndefined();
      await EMBED_SOURCES.loader(null).read('glp1_providers_canada');
      expect(fetched).toEqual([expect.stringMatching(/\/lists\/glp1_providers_canada\.json$/)]);
      expect(EMBED_SOURCES.list('glp1_providers_canada')).toEqual({ ...words('glp1_providers_canada'), size: 6 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('knows no other key, exactly as WorthyRankedList does', () => {
    for (const key of ['nope_providers', '', 'constructor', '__proto__', 'VPN_PROVIDERS']) {
      expect(EMBED_SOURCES.list(key), key).toBeUndefined();
      expect(LIBRARY_SOURCES.list(key), key).toBeUndefined();
    }
  });
});

describe('embed attributes', () => {
  afterEach(() => vi.restoreAllMocks());

  const element = (attributes: Record<string, string>) => {
    const el = document.createElement('worthy-ranked-list');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };

  it('passes the category on as written, trimmed (the widget tells a list key from anything else)', () => {
    expect(readConfig(element({ category: ' vpn_providers ' })).category).toBe('vpn_providers');
    expect(readConfig(element({ category: 'nope_providers' })).category).toBe('nope_providers');
    expect(readConfig(element({})).category).toBe('');
  });

  it('shows the compare buttons, light, without limit or partner, on built-in data by default', () => {
    expect(readConfig(element({ category: 'vpn_providers' }))).toEqual({
      category: 'vpn_providers',
      limit: undefined,
      compare: true,
      theme: 'light',
      partner: '',
      backend: null,
      locale: 'en',
      fit: false,
      weights: '',
    });
  });

  it('shows Find your fit for fit="true" only, with the weights as written (the list reads them against its method)', () => {
    const config = (attributes: Record<string, string>) => readConfig(element({ category: 'vpn_providers', ...attributes }));
    expect(config({ fit: 'true', weights: 'privacy:3,price:1' })).toMatchObject({ fit: true, weights: 'privacy:3,price:1' });
    expect(config({ fit: 'TRUE' }).fit).toBe(true);
    for (const fit of ['', 'false', 'yes', '1']) expect(config({ fit }).fit, fit).toBe(false);
  });

  it('speaks French for lang="fr-CA" (or any French), English for anything else', () => {
    const locale = (lang: string) => readConfig(element({ category: 'vpn_providers_canada', lang })).locale;
    expect(['fr-CA', 'fr', 'FR-ca', ' fr-CA ']).toEqual(
      ['fr-CA', 'fr', 'FR-ca', ' fr-CA '].filter((lang) => locale(lang) === 'fr-CA'),
    );
    for (const lang of ['', 'en', 'en-CA', 'de', 'french', 'frx']) expect(locale(lang), lang).toBe('en');
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
    expect(config.backend).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });

  it('ignores a limit that is not a positive integer, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const limit of ['0', '-2', '2.5', 'three']) {
      const config = readConfig(element({ category: 'vpn_providers', limit }));
      expect(config.limit, limit).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('needs both halves of a backend', () => {
    const config = readConfig(element({ category: 'vpn_providers', 'supabase-url': 'https://abc.supabase.co' }));
    expect(config.backend).toBeNull();
  });
});

/**
 * The embed's own build (vite.config.ts, mode embed: `#runtime` is Preact's core and hooks, the
 * store on @preact/signals-core) of a probe that exposes what the embed renders with. Components
 * follow the signals they show through useValue (lib/state/useValue.ts), on public API alone.
 */
interface Probe {
  createElement: typeof import('preact').createElement;
  createContext: typeof import('preact').createContext;
  options: typeof import('preact').options;
  signal: typeof import('@preact/signals-core').signal;
  useValue: typeof import('../../lib/state').useValue;
  /** lib/embed/root.ts, given Preact's elements as the embed's build makes them. */
  createRoot: (container: Element) => { render(element: import('preact').ComponentChild): void; unmount(): void };
  ListWidget: typeof import('../../lib/connected/WorthyRankedList/ListWidget').ListWidget;
  RankedList: typeof import('../../lib/widgets/RankedList').RankedList;
  ComparePanel: typeof import('../../lib/widgets/ComparePanel').ComparePanel;
  hooks: typeof import('../../lib/runtime/preact');
}

const root = `${resolve(fileURLToPath(import.meta.url), '../../..')}/`;
const PROBE_ID = 'worthy-embed-probe';
const PROBE_SOURCE = `
export { createElement, createContext, options } from 'preact';
export { signal } from '@preact/signals-react';
export { useValue } from '${root}lib/state/index.ts';
export { createRoot } from '${root}lib/embed/root.ts';
export { ListWidget } from '${root}lib/connected/WorthyRankedList/ListWidget.tsx';
export { RankedList } from '${root}lib/widgets/RankedList/index.ts';
export { ComparePanel } from '${root}lib/widgets/ComparePanel/index.ts';
export * as hooks from '#runtime';
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
      // One script: the compare table's chunk goes in with the rest.
      rolldownOptions: { output: { inlineDynamicImports: true } },
    },
  });
  // The embed config's own format (es) comes out too: Vite merges the two lists of formats.
  const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output: Array<{ code: string }> }>;
  const script = outputs.map((o) => o.output[0]!.code).find((code) => code.includes('WorthyProbe'));
  return new Function(`${script}\nreturn WorthyProbe;`)() as Probe;
}

/** Preact renders a state change in a microtask, and runs effects after the next paint (a frame, or 35 ms at most). */
const rendered = () => new Promise((done) => setTimeout(done, 50));

async function until(condition: () => boolean): Promise<void> {
  for (let tick = 0; tick < 50 && !condition(); tick++) await rendered();
  expect(condition()).toBe(true);
}

describe('the embed build, on Preact as published', () => {
  let probe: Probe;
  beforeAll(async () => {
    probe = await buildProbe();
  }, 60_000);

  const vpnProviders = toProviders('vpn_providers', sortRows(vpnRows as unknown[]), () => {});

  const vpnSources = (rows: readonly Provider[]): ListSources => ({
    list: () => ({ title: 'Top VPN Services', label: 'VPN Services', topPick: 'first', size: rows.length }),
    loader: () => ({ read: async () => ({ providers: [...rows], source: 'builtin' }), load: async () => [...rows] }),
    method: async () => null,
    recordClick: () => {},
  });

  it('re-renders the list and the panel from the signals they read, never the whole widget', async () => {
    const { createElement, createRoot, ListWidget, RankedList, ComparePanel, options } = probe;
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
      const count = vpnProviders.length;
      view.render(createElement(ListWidget, { category: 'vpn_providers', sources: vpnSources(vpnProviders), method: null }));
      expect(host.textContent).toContain('Loading providers...');

      await until(() => host.querySelectorAll('ol > li').length === count);

      const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
      const [first, second, third, fourth] = vpnProviders;
      const panelCount = () => host.querySelector('.wy-compare__count')?.textContent;
      for (const provider of [first!, second!, third!]) {
        button(`Add to Compare ${provider.name}`).click();
        await rendered();
      }
      // selectedProviders, read in the panel (after the next paint: on a loaded machine, a while); canSelectMore, read in the list for each card.
      await until(() => panelCount() === '3 of 3 selected');
      await until(() => host.querySelectorAll('table thead th').length === 3);
      expect(button(`Compare Limit Reached ${fourth!.name}`).disabled).toBe(true);

      button('Clear comparison').click();
      await until(() => panelCount() === '0 of 3 selected');
      expect(button(`Add to Compare ${fourth!.name}`).disabled).toBe(false);

      // The list and the panel followed the load, the three adds and the clear by themselves: the
      // widget around them rendered once, so nothing above them subscribes on their behalf.
      expect(renders.get(ListWidget)).toBe(1);
      expect(renders.get(RankedList)).toBeGreaterThanOrEqual(5);
      expect(renders.get(ComparePanel)).toBeGreaterThanOrEqual(4);
    } finally {
      view.unmount();
      options.diffed = diffed;
      host.remove();
    }
  });

  it('reports ready once, each change of the compared names, and each outbound link followed', async () => {
    const { createElement, createRoot, ListWidget } = probe;
    const host = document.createElement('div');
    document.body.append(host);
    const view = createRoot(host);
    const onReady = vi.fn();
    const onCompare = vi.fn();
    const onOutbound = vi.fn();
    try {
      const props = { category: 'vpn_providers', sources: vpnSources(vpnProviders), method: null, partner: 'blog-42', limit: 4 };
      view.render(createElement(ListWidget, { ...props, onReady, onCompare, onOutbound }));
      await until(() => onReady.mock.calls.length > 0);
      expect(onReady.mock.calls).toEqual([[{ category: 'vpn_providers', count: 4, source: 'builtin' }]]);

      const [first, second] = vpnProviders;
      const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
      for (const label of [
        `Add to Compare ${second!.name}`,
        `Add to Compare ${first!.name}`,
        `Remove from Compare ${second!.name}`,
      ]) {
        button(label).click();
        await rendered();
      }
      expect(onCompare.mock.calls.map(([detail]) => detail)).toEqual([
        { category: 'vpn_providers', selected: [second!.name] },
        { category: 'vpn_providers', selected: [second!.name, first!.name] },
        { category: 'vpn_providers', selected: [first!.name] },
      ]);

      // A re-render with new callbacks reports through them, and reports ready no second time.
      const onOutboundLater = vi.fn();
      view.render(createElement(ListWidget, { ...props, onReady, onCompare, onOutbound: onOutboundLater }));
      await rendered();
      const visit = host
        .querySelectorAll<HTMLAnchorElement>('ol > li')[1]!
        .querySelector<HTMLAnchorElement>('.wy-button--primary')!;
      visit.addEventListener('click', (event) => event.preventDefault());
      visit.click();
      expect(onOutbound).not.toHaveBeenCalled();
      expect(onOutboundLater.mock.calls).toEqual([
        [{ category: 'vpn_providers', provider: second!.name, rank: 2, url: visit.href, partner: 'blog-42' }],
      ]);
      expect(visit.href).toContain('utm_source=blog-42&utm_medium=embed');
      expect(onReady).toHaveBeenCalledTimes(1);
    } finally {
      view.unmount();
      host.remove();
    }
  });

  it('renders a component again when a signal it shows changes, and lets go of it when the component unmounts', async () => {
    const { createElement, createRoot, signal, useValue } = probe;
    const headline = signal('Spring deal');
    let renders = 0;
    const Offer = () => {
      renders += 1;
      return createElement('p', null, useValue(headline));
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

  it('skips a memo component whose props are the same, and renders it when one changes', async () => {
    const { createElement, createRoot, hooks } = probe;
    let renders = 0;
    const Card = hooks.memo(({ name }: { name: string }) => {
      renders += 1;
      return createElement('p', null, name);
    });
    const host = document.createElement('div');
    const view = createRoot(host);
    const show = (name: string, round: number) =>
      view.render(createElement('div', { 'data-round': round }, createElement(Card, { name })));
    show('Surfshark', 1);
    show('Surfshark', 2);
    expect(renders).toBe(1);
    show('NordVPN', 3);
    expect(host.textContent).toBe('NordVPN');
    expect(renders).toBe(2);
    view.unmount();
  });

  it("runs `#runtime`'s hooks as React's: state, refs, effects with their cleanups, context, ids", async () => {
    const { createElement, createContext, createRoot, hooks } = probe;
    const { useState, useRef, useEffect, useContext, useId } = hooks;
    const log: string[] = [];
    const Shade = createContext('light');
    let setCount: (value: number) => void = () => {};
    let renders = 0;
    const Counter = () => {
      const [count, set] = useState(() => 1);
      setCount = set;
      renders += 1;
      const first = useRef(count);
      const shade = useContext(Shade);
      const id = useId();
      useEffect(() => {
        log.push(`effect ${count}`);
        return () => log.push(`cleanup ${count}`);
      }, [count]);
      useEffect(() => {
        log.push('mounted');
      }, []);
      return createElement('p', { id }, `${count} ${first.current} ${shade}`);
    };
    const host = document.createElement('div');
    const view = createRoot(host);
    const show = (shade: string, twice = false) =>
      view.render(
        createElement(
          Shade.Provider,
          { value: shade },
          createElement(Counter, null),
          twice ? createElement(Counter, null) : null,
        ),
      );

    show('light');
    expect(host.textContent).toBe('1 1 light');
    expect(log).toEqual([]);
    await rendered();
    expect(log).toEqual(['effect 1', 'mounted']);

    setCount(2);
    await rendered();
    expect(host.textContent).toBe('2 1 light');
    expect(log.slice(2)).toEqual(['cleanup 1', 'effect 2']);

    // The same value again renders nothing; a new context value reaches the reader.
    const before = renders;
    setCount(2);
    await rendered();
    expect(renders).toBe(before);
    show('dark', true);
    await rendered();
    expect(host.textContent).toBe('2 1 dark1 1 dark');
    const ids = [...host.querySelectorAll('p')].map((p) => p.id);
    expect(new Set(ids).size).toBe(2);

    log.length = 0;
    view.unmount();
    expect(log).toEqual(['cleanup 2', 'cleanup 1']);
  });
});
