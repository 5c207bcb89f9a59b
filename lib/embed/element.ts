/**
 * <worthy-ranked-list>: a thin custom-element shell around the same ListWidget that
 * WorthyRankedList renders in React. It reads its attributes, renders into an open shadow root,
 * turns the widget's callbacks into DOM events (CONTRACT section 6) and holds the partner's
 * layout still while the list loads: plain markup holds the list's room (./reserve.ts) until its
 * providers, words and method have arrived, and the widget renders once, with them. A list the
 * server rendered into a declarative shadow root (the WordPress plugin's, ./served.ts) stays on
 * screen while the live widget is drawn beside it, off the page and a card a task, and is then
 * swapped for it in one step: the same markup, so the reader sees nothing redrawn.
 * Every callback is guarded: whatever goes wrong stays inside the widget, never in the host page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EVENT_NAMES } from '../connected/WorthyRankedList/events';
import { ListWidget, listIdentity, type ListWidgetProps } from '../connected/WorthyRankedList/ListWidget';
import type { Backend } from '../data/backends';
import type { LoadedList } from '../data/loader';
import type { ListKey } from '../model/lists';
import type { ScoringMethod } from '../model/method';
import { ATTRIBUTES, EMBED_MARK, readConfig } from './config';
import { isEmbedListKey, listSize } from './lists';
import { reserveMarkup } from './reserve';
import { servedMount } from './served';
import { EMBED_SOURCES } from './sources';
import { applyStyles, releaseStyles } from './styles';
import { loadThemes } from './theme';

type Root = ReturnType<typeof createRoot>;

/**
 * The list renders its header and compare panel first; each card follows in a task of its own,
 * in its placeholder until then. (Header and first card in one frame were the partner's
 * longest task on a low-end phone, about 150 ms; apart, none reaches 100.)
 */
const CARDS_AT_ONCE = 0;

export class WorthyRankedList extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  static readonly [EMBED_MARK] = true;

  #root: Root | null = null;
  #mount: HTMLElement | null = null;
  /** The list shown (category and backend): a new one loads, and its height is held meanwhile. */
  #listId = '';
  #settled = false;
  #scheduled = false;
  /** Whether the host's min-height is ours (a reserve while loading), not the partner's. */
  #reserved = false;
  /** The list the server rendered, while its markup is on screen (the shadow root's last child); '' when there is none (any more). */
  #served = '';
  /** The attributes' latest props for the widget. */
  #props: ListWidgetProps | null = null;
  /** The list shown, once loaded (null while it loads). */
  #loaded: (LoadedList & { method: ScoringMethod | null }) | null = null;

  connectedCallback(): void {
    guard(() => {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const served = shadow.firstChild ? servedMount(shadow) : null;
        const mount = document.createElement('div');
        if (served) {
          // The live list is drawn off the page until it can take the served one's place (#load).
          const { category, backend } = readConfig(this);
          this.#served = listIdentity(category, backend);
        } else {
          shadow.replaceChildren(mount);
          applyStyles(shadow);
        }
        this.#mount = mount;
        this.#root = createRoot(mount);
      }
      this.#update();
    });
  }

  disconnectedCallback(): void {
    guard(() => {
      this.#served = '';
      this.#root?.unmount();
      this.#root = null;
      this.#listId = '';
      if (this.shadowRoot) {
        releaseStyles(this.shadowRoot);
        this.shadowRoot.replaceChildren();
      }
    });
  }

  attributeChangedCallback(): void {
    // Several attributes set in a row re-render once.
    if (this.#scheduled || !this.#root) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.#root) guard(() => this.#update());
    });
  }

  #update(): void {
    const config = readConfig(this);
    const { category } = config;
    const listId = listIdentity(category, config.backend);
    if (this.#served && this.#served !== listId) {
      // Another list than the server's: its markup and styles go.
      this.#served = '';
      this.shadowRoot!.replaceChildren(this.#mount!);
      applyStyles(this.shadowRoot!);
    }
    if (listId !== this.#listId) {
      this.#listId = listId;
      this.#settled = false;
      this.#loaded = null;
      this.#release();
      if (isEmbedListKey(category)) {
        if (!this.#served) {
          const size = listSize(category);
          this.#freshMount(reserveMarkup(config.limit ? Math.min(config.limit, size) : size, config.compare));
          this.#holdHeight(listId);
        }
        this.#load(listId, category, config.backend);
      }
    }
    // The palette is chosen on the element itself, so a partner's own --worthy-* rules on it still win.
    if (config.theme !== 'light') loadThemes();
    this.setAttribute('data-wy-theme', config.theme);
    const emit = (type: string) => (detail: unknown) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    this.#props = {
      ...config,
      theme: undefined,
      sources: EMBED_SOURCES,
      onReady: emit(EVENT_NAMES.onReady),
      onCompare: emit(EVENT_NAMES.onCompare),
      onOutbound: emit(EVENT_NAMES.onOutbound),
      onSettled: () => this.#settle(listId),
    };
    // An unknown key renders at once (the widget says so); a list once it has loaded.
    if (this.#loaded || (!isEmbedListKey(category) && !this.#served)) this.#render();
  }

  /**
   * Loads the list's providers, words and scoring method, then renders it with the attributes of
   * that moment. A served list is swapped for the live one once that is drawn (#swapIn). One whose
   * live list has no providers stays as the server rendered it: readable, its links working.
   */
  #load(listId: string, key: ListKey, backend: Backend | null): void {
    // A tap on a served button before the swap is played again on its live twin.
    const root = this.shadowRoot!;
    let tapped: Element | null = null;
    const remember = (event: Event) => (tapped = (event.target as Element).closest('button'));
    const served = this.#served;
    if (served) root.addEventListener('click', remember, true);
    const taken = () => (root.removeEventListener('click', remember, true), tapped);
    void Promise.all([EMBED_SOURCES.loader(backend).read(key), EMBED_SOURCES.method(key)]).then(([list, method]) =>
      guard(() => {
        if (listId !== this.#listId || !this.#root || (served && !list.providers.length)) return void taken();
        this.#loaded = { ...list, method };
        this.#render();
        if (served) this.#swapIn(listId, taken);
      }),
    );
  }

  /**
   * Taking over a served list: the live one, drawn off the page a card a task, replaces it in one
   * step once every card is there. (Rendering into the served markup instead was one long task on
   * a low-end phone, over 100 ms.) The markup is the same, so nothing on screen moves; the
   * reader's focus, and a tap on a served button meanwhile, carry over to the live twin.
   */
  #swapIn(listId: string, taken: () => Element | null): void {
    const swap = () =>
      guard(() => {
        const live = this.#mount!;
        if (this.#served !== listId) return void taken();
        if (live.querySelector('.wy-card--placeholder')) return void setTimeout(swap);
        const root = this.shadowRoot!;
        const served = root.lastElementChild!;
        const all = (within: Element, selector: string) => [...within.querySelectorAll<HTMLElement>(selector)];
        const twin = (node: Element | null) =>
          node && all(live, 'a,button')[all(served, 'a,button').indexOf(node as HTMLElement)];
        // A card out of sight keeps the room its served twin held (content-visibility, WorthyRankedList.css).
        const cards = all(served, 'ol>li');
        all(live, 'ol>li').forEach(
          (card, index) => (card.style.containIntrinsicBlockSize = `auto ${cards[index]!.getBoundingClientRect().height}px`),
        );
        const focused = root.activeElement;
        served.replaceWith(live);
        this.#served = '';
        twin(focused)?.focus();
        twin(taken())?.click();
      });
    setTimeout(swap);
  }

  /**
   * A new list starts in a new mount holding `html`, room for the list in plain markup (cheap to
   * parse and lay out) until its providers and words arrive; the widget's first render there
   * replaces it. (A root that rendered before would leave markup it did not make where it was.)
   */
  #freshMount(html: string): void {
    this.#root?.unmount();
    const mount = document.createElement('div');
    mount.innerHTML = html;
    this.#mount!.replaceWith(mount);
    this.#mount = mount;
    this.#root = createRoot(mount);
  }

  #render(): void {
    const loaded = this.#loaded;
    this.#root!.render(
      createElement(
        ListWidget,
        loaded
          ? {
              ...this.#props!,
              providers: loaded.providers,
              providersSource: loaded.source,
              method: loaded.method,
              cardsAtOnce: CARDS_AT_ONCE,
            }
          : this.#props!,
      ),
    );
  }

  /**
   * Loads the list without moving the partner's page. The placeholders are sized like real
   * cards, but a list can still come out shorter: the room they took stays reserved while the
   * text below the widget is on screen, and is given back only when it is out of sight. Both
   * measure just after a frame is painted, when the layout is fresh and reading it forces none.
   */
  #holdHeight(listId: string): void {
    afterPaint(() => {
      if (listId !== this.#listId || this.#settled) return;
      const height = this.getBoundingClientRect().height;
      if (height > 0 && !this.style.minHeight) {
        this.style.minHeight = `${height}px`;
        this.#reserved = true;
      }
    });
  }

  #settle(listId: string): void {
    if (listId !== this.#listId) return;
    this.#settled = true;
    if (!this.#reserved) return;
    afterPaint(() => {
      // The list's own bottom, not the reserved one: below the window, nothing seen moves.
      const content = this.#mount?.getBoundingClientRect();
      if (listId === this.#listId && content && content.bottom > innerHeight) this.#release();
    });
  }

  #release(): void {
    if (this.#reserved) this.style.minHeight = '';
    this.#reserved = false;
  }
}

/** Runs `run` (guarded) in a task of its own just after the next frame is painted. */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(() => guard(run)));
}

function guard(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('Worthy: the list could not be shown', error);
  }
}
