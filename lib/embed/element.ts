/**
 * <worthy-ranked-list>: a thin custom-element shell around the same ListWidget that
 * WorthyRankedList renders in React. It reads its attributes, renders into an open shadow root,
 * turns the widget's callbacks into DOM events (CONTRACT section 6) and holds the partner's
 * layout still while the list loads. A list the server rendered into a declarative shadow root
 * (the WordPress plugin's) is taken over where it stands, once it is wanted (./served.ts): the live
 * widget renders into that markup and keeps what matches, so the reader sees nothing redrawn.
 * Every callback is guarded: whatever goes wrong stays inside the widget, never in the host page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EVENT_NAMES } from '../connected/WorthyRankedList/events';
import { ListWidget, listIdentity, type ListWidgetProps } from '../connected/WorthyRankedList/ListWidget';
import { ATTRIBUTES, EMBED_MARK, readConfig } from './config';
import { isEmbedListKey } from './lists';
import { methodOf } from './loaders';
import { servedMount, whenWanted } from './served';
import { EMBED_SOURCES } from './sources';
import { applyStyles, releaseStyles } from './styles';

type Root = ReturnType<typeof createRoot>;

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
  /** The server's list, until the live widget has taken it over; null when there is none (any more). */
  #served: { listId: string; stop: () => void } | null = null;

  connectedCallback(): void {
    guard(() => {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        let mount = shadow.firstChild ? servedMount(shadow) : null;
        if (mount) {
          const { category, backend } = readConfig(this);
          this.#served = { listId: listIdentity(category, backend), stop: () => {} };
        } else {
          shadow.replaceChildren();
          applyStyles(shadow);
          mount = shadow.appendChild(document.createElement('div'));
        }
        this.#mount = mount;
        this.#root = createRoot(mount);
      }
      this.#update();
    });
  }

  disconnectedCallback(): void {
    guard(() => {
      this.#served?.stop();
      this.#served = null;
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
    const listId = listIdentity(config.category, config.backend);
    if (this.#served && (this.#served.listId !== listId || !isEmbedListKey(config.category))) this.#dropServed();
    if (listId !== this.#listId) {
      this.#listId = listId;
      this.#settled = false;
      this.#release();
      if (!this.#served) this.#holdHeight(listId);
    }
    // The palette is chosen on the element itself, so a partner's own --worthy-* rules on it still win.
    this.setAttribute('data-wy-theme', config.theme);
    const emit = (type: string) => (detail: unknown) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    const props: ListWidgetProps = {
      ...config,
      theme: undefined,
      sources: EMBED_SOURCES,
      onReady: emit(EVENT_NAMES.onReady),
      onCompare: emit(EVENT_NAMES.onCompare),
      onOutbound: emit(EVENT_NAMES.onOutbound),
      onSettled: () => this.#settle(listId),
    };
    if (this.#served) this.#takeOverWhenWanted(props);
    else this.#root!.render(createElement(ListWidget, props));
  }

  /**
   * The server's list becomes the live one: its providers and scoring method are fetched at once,
   * and rendered into the served markup when the list is wanted. A click on a button before then
   * is played again on the live one. A live list that never gets providers leaves the server's in place.
   */
  #takeOverWhenWanted(props: ListWidgetProps): void {
    const served = this.#served!;
    served.stop();
    const root = this.shadowRoot!;
    const key = props.category as Parameters<typeof methodOf>[0];
    const data = Promise.all([EMBED_SOURCES.loader(props.backend ?? null).read(key), methodOf(key)]);
    let click: HTMLElement | null = null;
    const remember = (event: Event) => {
      click = (event.target as Element).closest('button');
    };
    root.addEventListener('click', remember, true);
    let live = true;
    const stopWaiting = whenWanted(
      this,
      root,
      () =>
        void data.then(([list, method]) =>
          guard(() => {
            if (!live || this.#served !== served || !list.providers.length) return;
            this.#served = null;
            root.removeEventListener('click', remember, true);
            this.#root!.render(
              createElement(ListWidget, { ...props, providers: list.providers, providersSource: list.source, method }),
            );
            if (click?.isConnected) click.click();
          }),
        ),
    );
    served.stop = () => {
      live = false;
      stopWaiting();
      root.removeEventListener('click', remember, true);
    };
  }

  /** The element now shows another list than the server's: the served markup and styles go, the new list loads fresh. */
  #dropServed(): void {
    this.#served!.stop();
    this.#served = null;
    this.#mount!.replaceChildren();
    this.shadowRoot!.replaceChildren(this.#mount!);
    applyStyles(this.shadowRoot!);
  }

  /**
   * Loads the list without moving the partner's page. The placeholders are sized like real
   * cards, but a list can still come out shorter: the room they took stays reserved while the
   * text below the widget is on screen, and is given back only when it is out of sight.
   */
  #holdHeight(listId: string): void {
    requestAnimationFrame(() =>
      guard(() => {
        if (listId !== this.#listId || this.#settled) return;
        const height = this.getBoundingClientRect().height;
        if (height > 0 && !this.style.minHeight) {
          this.style.minHeight = `${height}px`;
          this.#reserved = true;
        }
      }),
    );
  }

  #settle(listId: string): void {
    if (listId !== this.#listId) return;
    this.#settled = true;
    requestAnimationFrame(() =>
      guard(() => {
        // The list's own bottom, not the reserved one: below the window, nothing seen moves.
        const content = this.#mount?.getBoundingClientRect();
        if (listId === this.#listId && content && content.bottom > innerHeight) this.#release();
      }),
    );
  }

  #release(): void {
    if (this.#reserved) this.style.minHeight = '';
    this.#reserved = false;
  }
}

function guard(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('Worthy: the list could not be shown', error);
  }
}
