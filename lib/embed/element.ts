/**
 * <worthy-ranked-list>: a thin custom-element shell around the same ListWidget that
 * WorthyRankedList renders in React. It reads its attributes, renders into an open shadow root,
 * turns the widget's callbacks into DOM events (CONTRACT section 6) and holds the partner's
 * layout still while the list loads. A list the server rendered into a declarative shadow root
 * (the WordPress plugin's) stays on screen until the live one is ready, then gives way to it in
 * one frame. Every callback is guarded: whatever goes wrong stays inside the widget, never in the host page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EVENT_NAMES } from '../connected/WorthyRankedList/events';
import { ListWidget, listIdentity } from '../connected/WorthyRankedList/ListWidget';
import { ATTRIBUTES, EMBED_MARK, readConfig } from './config';
import type { ListKey } from '../model/lists';
import { methodOf } from './loaders';
import { EMBED_SOURCES } from './sources';
import { applyStyles } from './styles';

type Root = ReturnType<typeof createRoot>;

export class WorthyRankedList extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  static readonly [EMBED_MARK] = true;

  #root: Root | null = null;
  /** The list shown (category and backend): a new one loads, and its height is held meanwhile. */
  #listId = '';
  #settled = false;
  #scheduled = false;
  /** Whether the host's min-height is ours (a reserve while loading), not the partner's. */
  #reserved = false;

  connectedCallback(): void {
    guard(() => {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const mount = document.createElement('div');
        // A declarative shadow root arrives with the page's HTML, holding the server's list: the live one waits hidden.
        mount.hidden = Boolean(shadow.firstChild);
        applyStyles(shadow);
        shadow.append(mount);
        this.#root = createRoot(mount);
      }
      this.#update();
    });
  }

  disconnectedCallback(): void {
    guard(() => {
      this.#root?.unmount();
      this.#root = null;
      this.#listId = '';
      this.shadowRoot?.replaceChildren();
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
    if (listId !== this.#listId) {
      this.#listId = listId;
      this.#settled = false;
      this.#release();
      this.#holdHeight(listId);
    }
    // The palette is chosen on the element itself, so a partner's own --worthy-* rules on it still win.
    this.setAttribute('data-wy-theme', config.theme);
    const emit = (type: string) => (detail: unknown) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    this.#root!.render(
      createElement(ListWidget, {
        ...config,
        theme: undefined,
        sources: EMBED_SOURCES,
        onReady: (detail) => {
          emit(EVENT_NAMES.onReady)(detail);
          this.#takeOver(config.category as ListKey);
        },
        onCompare: emit(EVENT_NAMES.onCompare),
        onOutbound: emit(EVENT_NAMES.onOutbound),
        onSettled: () => this.#settle(listId),
      }),
    );
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

  /**
   * The server's list gives way once the live one shows providers and can explain their scores,
   * as the server's did: the same markup, so nothing moves. A live list that never gets there
   * (its data unreachable) leaves the server's in place.
   */
  #takeOver(category: ListKey): void {
    void methodOf(category).then(() =>
      requestAnimationFrame(() =>
        guard(() => {
          const mount = this.shadowRoot!.lastElementChild as HTMLElement;
          if (mount.hidden) this.shadowRoot!.replaceChildren(mount);
          mount.hidden = false;
        }),
      ),
    );
  }

  #settle(listId: string): void {
    if (listId !== this.#listId) return;
    this.#settled = true;
    requestAnimationFrame(() =>
      guard(() => {
        // The list's own bottom, not the reserved one: below the window, nothing seen moves.
        const content = this.shadowRoot?.lastElementChild?.getBoundingClientRect();
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
