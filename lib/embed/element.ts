/**
 * <worthy-ranked-list>: a thin custom-element shell around the same ListWidget that
 * WorthyRankedList renders in React. It reads its attributes, renders into an open shadow root,
 * turns the widget's callbacks into DOM events (CONTRACT section 6) and holds the partner's
 * layout still while the list loads: plain markup holds the list's room (./reserve.ts) until its
 * providers, words and method have arrived, and the widget renders once, with them. A list the
 * server rendered into a declarative shadow root (the WordPress plugin's, ./takeover.ts) stays on
 * screen while the live widget is drawn beside it, off the page and a card a turn, and is swapped
 * for it in one step when its reader first comes to it: the same markup, so nothing is redrawn.
 * Every callback is guarded: whatever goes wrong stays inside the widget, never in the host page.
 */
import { createElement } from '#runtime';
import { createRoot } from './root';
import { EVENT_NAMES } from '../connected/WorthyRankedList/events';
import { ListWidget, listIdentity, type ListWidgetProps } from '../connected/WorthyRankedList/ListWidget';
import type { LoadedList } from '../data/loader';
import type { ListKey } from '../model/lists';
import { CARDS_PER_PAGE } from '../widgets/RankedList/RankedList';
import { ATTRIBUTES, EMBED_MARK, readConfig, type EmbedConfig } from './config';
import { isEmbedListKey, listSize } from './lists';
import { reserveMarkup } from './reserve';
import { warmFonts } from './fonts';
import { guard } from './guard';
import type { Reading, Wrap } from './language';
import { EMBED_SOURCES } from './sources';
import { addStyles, applyStyles, releaseStyles } from './styles';
import type * as ListPart from './listPartChunk';
import { loadThemes } from './theme';
import { nextTask } from '../schedule';

type Root = ReturnType<typeof createRoot>;

/**
 * The list renders its header and compare panel first; each card then waits for its turn, after
 * the next paint once the card before it is drawn (lib/widgets/RankedList/Later.tsx), in its
 * placeholder until then. (Header and first card in one frame were the partner's longest task on
 * a low-end phone, about 150 ms.)
 */
const CARDS_AT_ONCE = 0;

/** An English list shows as it is; a French one is wrapped by the French file (./french.ts). */
const AS_IS: Wrap = (widget) => widget;

/** The French file, fetched once per page by the first French list. */
const inFrench = () => import('./french');

let parts: Promise<typeof ListPart | null> | undefined;
/** Find your fit and a long list's pages, with their styles, fetched once per page; null if they cannot load. */
const listPart = () =>
  (parts ??= import('./listPartChunk').then(
    (chunk) => (addStyles(chunk.LIST_PART_CSS), chunk),
    (error: unknown) => {
      parts = undefined;
      console.error('Worthy: could not load the rest of the list', error);
      return null;
    },
  ));

/**
 * A served list is taken over when its reader first comes to it (a pointer over it, focus in it,
 * a tap): until then the partner's page has fetched, of the embed's code, the script alone (and the
 * list's file, to draw the live list off the page), and the served list reads and links as it is.
 */
const INTENT = ['pointerover', 'focusin', 'click'];

/** A new identity is a new list, loaded afresh: another key, backend, language or fit. */
const identity = ({ category, backend, locale, fit, weights }: EmbedConfig) =>
  listIdentity(category, backend) + locale + fit + weights;

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
  #loaded: (LoadedList & Pick<ListWidgetProps, 'method' | 'body'>) | null = null;
  /** How the list shows in its language (null while French loads). */
  #wrap: Wrap | null = null;

  connectedCallback(): void {
    guard(() => {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const config = readConfig(this);
        // The server's markup ends the root: its <style>, then the list's <div> (./takeover.ts),
        // in the list's language (the plugin writes French for lang="fr-CA").
        const served = shadow.querySelector('div>.wy-widget');
        const mount = document.createElement('div');
        if (served) {
          // The live list is drawn off the page until it can take the served one's place (#load).
          this.#served = identity(config);
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
    const { category, locale } = config;
    const listId = identity(config);
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
      // A key that is no list says so at once, in English: the script carries no other language's words.
      this.#wrap = locale === 'en' || !isEmbedListKey(category) ? AS_IS : null;
      this.#release();
      if (isEmbedListKey(category)) {
        if (!this.#served) {
          const size = listSize(category);
          this.#freshMount(reserveMarkup(config.limit ? Math.min(config.limit, size) : size, config, locale));
          this.#holdHeight(listId);
          warmFonts(this.#mount!.firstElementChild!);
        }
        this.#load(listId, category, config);
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
      // Find your fit comes as the list's body, loaded with the list (#load), not as the widget's props.
      fit: undefined,
      weights: undefined,
      sources: EMBED_SOURCES,
      onReady: emit(EVENT_NAMES.onReady),
      onCompare: emit(EVENT_NAMES.onCompare),
      onOutbound: emit(EVENT_NAMES.onOutbound),
      onSettled: () => this.#settle(listId),
    };
    // A key that is no list renders at once (the widget says so, in English); a list once it has loaded in its language.
    if (this.#wrap && (this.#loaded || !isEmbedListKey(category))) this.#render();
  }

  /**
   * Loads the list's providers, words and scoring method, then renders it with the attributes of
   * that moment. A served list is swapped for the live one once that is drawn (./takeover.ts). One
   * whose live list has no providers stays as the server rendered it: readable, its links working.
   */
  #load(listId: string, key: ListKey, { backend, locale, fit, weights }: EmbedConfig): void {
    // A tap on a served button before the swap is played again on its live twin.
    const root = this.shadowRoot!;
    const served = this.#served;
    let tapped: Element | null = null;
    // Once the list is live, the listeners stay, idle: removing them would cost the partner's page bytes.
    const takeover =
      served &&
      new Promise<void>((touched) =>
        INTENT.forEach((type) =>
          root.addEventListener(
            type,
            (event) => {
              if (type === 'click') tapped = (event.target as Element).closest('button');
              touched();
            },
            true,
          ),
        ),
      ).then(() => import('./takeover'));
    const inEnglish = (): Promise<Reading> => Promise.all([EMBED_SOURCES.loader(backend).read(key), EMBED_SOURCES.method(key)]);
    // Find your fit starts loading with the list; a list longer than a page, once that shows.
    const part = fit ? listPart() : null;
    // The list's files are asked for in the next task: together with the room held for it
    // (#update), a page's first fetch, costly to start, made the partner's longest task on a
    // low-end phone. A French list whose French file cannot load shows in English.
    void nextTask()
      .then(() => (locale === 'en' ? inEnglish() : inFrench().then((chunk) => chunk.frenchList(key, backend), inEnglish)))
      .then(async ([list, method, wrap = AS_IS]) => {
        // Drawn once, with its part (every card, plainly, if it cannot load): in the room held for it.
        const chunk = await (part ?? (list.providers.length > CARDS_PER_PAGE ? listPart() : null));
        guard(() => {
          if (listId !== this.#listId || !this.#root || (served && !list.providers.length)) return;
          this.#loaded = { ...list, method, body: chunk?.bodyWith({ fit, weights }) };
          this.#wrap = wrap;
          this.#render();
          if (takeover)
            void takeover.then(
              (chunk) =>
                chunk.takeOver(
                  root,
                  this.#mount!,
                  () => this.#served === listId,
                  () => tapped,
                  () => (this.#served = ''),
                ),
              (error: unknown) => console.error('Worthy: the list could not be shown', error),
            );
        });
      });
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
    const props = this.#props!;
    const widget = createElement(
      ListWidget,
      loaded
        ? {
            ...props,
            providers: loaded.providers,
            providersSource: loaded.source,
            method: loaded.method,
            body: loaded.body,
            cardsAtOnce: CARDS_AT_ONCE,
          }
        : props,
    );
    this.#root!.render(this.#wrap!(widget));
  }

  /**
   * Loads the list without moving the partner's page. The placeholders are sized like real
   * cards, but a list can still come out shorter: the room they took stays reserved while the
   * text below the widget is on screen, and is given back only when it is out of sight. Both
   * read the box the next frame lays out anyway (boxInNextFrame), never forcing a layout: once
   * the list is drawn, a forced one was a long task of 70 ms on a low-end phone.
   */
  #holdHeight(listId: string): void {
    boxInNextFrame(this, ({ height }) => {
      if (listId !== this.#listId || this.#settled) return;
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
    // The list's own bottom, not the reserved one: below the window, nothing seen moves.
    boxInNextFrame(this.#mount!, ({ bottom }, window) => {
      if (listId === this.#listId && bottom > window) this.#release();
    });
  }

  #release(): void {
    if (this.#reserved) this.style.minHeight = '';
    this.#reserved = false;
  }
}

/**
 * Runs `read`, guarded, with `element`'s box and the window's height as the next frame lays them
 * out: an IntersectionObserver's first report, taken from the layout the frame makes anyway.
 * (Reading `innerHeight` would force one: a page's height can decide whether it has a scrollbar.)
 */
function boxInNextFrame(element: Element, read: (box: DOMRectReadOnly, window: number) => void): void {
  new IntersectionObserver(([entry], watch) => {
    watch.disconnect();
    // No root bounds in a cross-origin frame: there the frame's own height is as good as any.
    guard(() => read(entry!.boundingClientRect, entry!.rootBounds?.height ?? innerHeight));
  }).observe(element);
}
