// @vitest-environment jsdom
/**
 * WorthyRankedList (CONTRACT section 5): the React twin of the embed, with serializable props.
 * Rendered on a server with providers, the list is in the HTML; in the browser it loads what it
 * was not given, and reports ready, compare and outbound as the embed's events do.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltinList, loadBuiltinRows, READ_LIMIT, sortRows, toProviders } from '../../lib/data';
import { WorthyRankedList } from '../../lib/connected';
import { UNAVAILABLE_TEXT } from '../../lib/connected/WorthyRankedList/Guard';

const vpn = await loadBuiltinList('vpn_providers');
const names = vpn.providers.map((p) => p.name);

afterEach(() => vi.restoreAllMocks());

describe('WorthyRankedList on a server', () => {
  it('renders the providers it is given into the HTML, in order, with the list title and the breakdown', () => {
    const html = renderToString(<WorthyRankedList category="vpn_providers" providers={vpn.providers} method={vpn.method} />);
    expect(html).toContain('<ol class="wy-list__items">');
    const at = names.map((name) => html.indexOf(`>${name}</a>`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).toContain('Top VPN Services');
    expect(html).toContain('How we scored it');
    expect(html).toContain('Compare VPN Services');
    expect(html).not.toContain('Loading providers');
  });

  it('applies limit, compare={false}, a title, a theme and the partner UTM rule in the HTML too', () => {
    const html = renderToString(
      <WorthyRankedList
        category="vpn_providers"
        providers={vpn.providers}
        limit={2}
        compare={false}
        title="Our VPN picks"
        theme="dark"
        partner="blog-42"
      />,
    );
    expect(html).toContain('Our VPN picks');
    expect(html).toContain(`>${names[1]}</a>`);
    expect(html).not.toContain(`>${names[2]}</a>`);
    expect(html).not.toContain('Add to Compare');
    expect(html).not.toContain('wy-compare');
    expect(html).toContain('class="wy-widget wy-theme-dark"');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(new URL(href).searchParams.get('utm_source'), href).toBe('blog-42');
  });

  it('without providers, holds the list’s place while it loads in the browser', () => {
    const html = renderToString(<WorthyRankedList category="vpn_providers" />);
    expect(html).toContain('Loading providers...');
    expect(html.match(/wy-card--placeholder/g)).toHaveLength(3);
  });

  it('keeps ids apart when two lists share a page', () => {
    const html = renderToString(
      <>
        <WorthyRankedList category="vpn_providers" providers={vpn.providers} method={vpn.method} />
        <WorthyRankedList category="vpn_providers" providers={vpn.providers} method={vpn.method} />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('WorthyRankedList in the browser', () => {
  it('loads the built-in list it was not given, and reports ready once with its source', async () => {
    const onReady = vi.fn();
    render(<WorthyRankedList category="vpn_providers_canada" limit={3} onReady={onReady} />);
    expect(screen.getByText('Loading providers...')).toBeTruthy();
    const canada = toProviders('vpn_providers_canada', sortRows(await loadBuiltinRows('vpn_providers_canada')));
    expect(await screen.findByRole('link', { name: canada[0]!.name })).toBeTruthy();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onReady).toHaveBeenCalledWith({ category: 'vpn_providers_canada', count: 3, source: 'builtin' });
  });

  it('reads the host’s Supabase project when given both its URL and key', async () => {
    const row = { ...(await loadBuiltinRows('vpn_providers'))[0]!, name: 'Backend Pick' } as Record<string, unknown>;
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([row])));
    const onReady = vi.fn();
    render(
      <WorthyRankedList category="vpn_providers" supabaseUrl="https://abc.supabase.co" supabaseKey="anon" onReady={onReady} />,
    );
    expect(await screen.findByRole('link', { name: 'Backend Pick' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `https://abc.supabase.co/rest/v1/vpn_providers?select=*&order=display_order.asc,rating.desc&limit=${READ_LIMIT}`,
    );
    expect((init!.headers as Record<string, string>).apikey).toBe('anon');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ category: 'vpn_providers', count: 1, source: 'backend' }));
  });

  it('reports each change of the comparison, and each outbound link followed with its rank and URL', async () => {
    const user = userEvent.setup();
    const onCompare = vi.fn();
    const onOutbound = vi.fn();
    render(
      <WorthyRankedList
        category="vpn_providers"
        providers={vpn.providers}
        method={vpn.method}
        partner="blog-42"
        onCompare={onCompare}
        onOutbound={onOutbound}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Add to Compare ${names[2]}` }));
    await user.click(screen.getByRole('button', { name: `Add to Compare ${names[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Clear comparison' }));
    expect(onCompare.mock.calls.map(([detail]) => detail.selected)).toEqual([[names[2]], [names[2], names[0]], []]);

    const card = screen.getAllByRole('article')[1]!;
    const visit = within(card).getByRole('link', { name: /^Visit Provider/ });
    visit.addEventListener('click', (event) => event.preventDefault());
    await user.click(visit);
    expect(onOutbound).toHaveBeenCalledWith({
      category: 'vpn_providers',
      provider: names[1],
      rank: 2,
      url: visit.getAttribute('href'),
      partner: 'blog-42',
    });
    expect(visit.getAttribute('href')).toContain('utm_source=blog-42&utm_medium=embed');
  });

  it('shows new providers the host passes later, keeping the comparison of those still listed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} />);
    await user.click(screen.getByRole('button', { name: `Add to Compare ${names[1]}` }));
    const fresher = [vpn.providers[1]!, { ...vpn.providers[0]!, name: 'Newcomer VPN' }];
    rerender(<WorthyRankedList category="vpn_providers" providers={fresher} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Newcomer VPN' })).toBeTruthy();
    // The panel follows a compare tap after the next paint (lib/state/laggingSelection.ts).
    expect(await screen.findByText('1 of 3 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Remove from Compare ${names[1]}` })).toBeTruthy();
  });

  it('shows a short message and logs one console error for an unknown category; the page keeps working', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <WorthyRankedList category="nope_providers" />
        <p>The partner’s own text</p>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE_TEXT);
    expect(screen.getByText('The partner’s own text')).toBeTruthy();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('nope_providers');
  });

  it('a handler of the host that throws is logged, and the list keeps working', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCompare = () => {
      throw new Error('analytics down');
    };
    render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} onCompare={onCompare} />);
    await user.click(screen.getByRole('button', { name: `Add to Compare ${names[0]}` }));
    // The panel follows a compare tap after the next paint (lib/state/laggingSelection.ts).
    expect(await screen.findByText('1 of 3 selected')).toBeTruthy();
    expect(String(error.mock.calls[0]![0])).toContain('onCompare');
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const props = { category: 'vpn_providers', providers: vpn.providers, method: vpn.method, partner: 'blog-42' } as const;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WorthyRankedList {...props} />);
    document.body.append(container);
    const error = vi.spyOn(console, 'error');
    const { hydrateRoot } = await import('react-dom/client');
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <WorthyRankedList {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
