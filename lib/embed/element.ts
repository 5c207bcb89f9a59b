/**
 * <worthy-ranked-list>: one ranked list with its compare panel, in an open shadow root.
 * Every callback is guarded: whatever goes wrong stays inside the widget, never in the host page.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ScoringMethod } from '../model/method';
import { createListStore, type ListStore } from '../state/listStore';
import { ATTRIBUTES, EMBED_MARK, readConfig, type Theme } from './config';
import { EmbedView, Message, UNAVAILABLE_TEXT } from './EmbedView';
import { embedList } from './lists';
import { loaderFor, methodOf } from './loaders';
import { withPartner } from './partnerLinks';
import { placeholderCount } from './placeholders';
import { ABOUT_URL } from './scriptUrl';
import { applyStyles } from './styles';
import { listWords } from './titles';

type Root = ReturnType<typeof createRoot>;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const keepLink = (url: string) => url;

export class WorthyRankedList extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  static readonly [EMBED_MARK] = true;

  #root: Root | null = null;
  #store: ListStore | null = null;
  /** The list's scoring method once it has arrived (undefined until then, null for none). */
  #method: ScoringMethod | null | undefined;
  /** category + backend of #store: a new store (and load) only when these change. */
  #storeId = '';
  /** The bad category last reported, so a re-render does not log the same error twice. */
  #reported: string | null | undefined;
  #scheduled = false;
  #media: MediaQueryList | null = null;
  /** Whether the host's min-height is ours (a reserve while loading), not the partner's. */
  #reserved = false;

  connectedCallback(): void {
    guard(() => {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        applyStyles(shadow);
        const mount = document.createElement('div');
        shadow.append(mount);
        this.#root = createRoot(mount);
      }
      this.#update();
    });
  }

  disconnectedCallback(): void {
    guard(() => {
      this.#follow(false);
      this.#root?.unmount();
      this.#root = null;
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
    if (!config.ok) {
      if (this.#reported !== config.category) {
        this.#reported = config.category;
        console.error(
          config.category
            ? `Worthy: "${config.category}" is not a Worthy list key`
            : 'Worthy: <worthy-ranked-list> needs a category attribute',
        );
      }
      this.#applyTheme('light');
      this.#root!.render(createElement(Message, { text: UNAVAILABLE_TEXT }));
      return;
    }
    this.#reported = undefined;
    this.#applyTheme(config.theme);

    const storeId = `${config.category}\n${config.backend?.url ?? ''}\n${config.backend?.anonKey ?? ''}`;
    if (!this.#store || storeId !== this.#storeId) {
      const loader = loaderFor(config.backend);
      const key = config.category;
      this.#store = createListStore({
        load: () => loader.load(key),
        topPick: embedList(key)[2],
      });
      this.#storeId = storeId;
      this.#method = undefined;
      const store = this.#store;
      void methodOf(key).then((method) => {
        if (store !== this.#store) return;
        this.#method = method;
        guard(() => this.#update());
      });
      this.#release();
      this.#holdHeight(this.#store);
    }

    const partner = config.partner;
    this.#root!.render(
      createElement(EmbedView, {
        store: this.#store,
        words: listWords(config.category),
        limit: config.limit,
        compare: config.compare,
        placeholderCount: placeholderCount(config.category, config.limit),
        rewrite: partner ? (url: string) => withPartner(url, partner) : keepLink,
        aboutHref: ABOUT_URL,
        method: this.#method ?? null,
      }),
    );
  }

  /**
   * Loads the list without moving the partner's page. The placeholders are sized like real
   * cards, but a list can still come out shorter: the room they took stays reserved while the
   * text below the widget is on screen, and is given back only when it is out of sight.
   */
  #holdHeight(store: ListStore): void {
    const current = () => store === this.#store;
    requestAnimationFrame(() =>
      guard(() => {
        if (!current() || !store.isLoading.value) return;
        const height = this.getBoundingClientRect().height;
        if (height > 0 && !this.style.minHeight) {
          this.style.minHeight = `${height}px`;
          this.#reserved = true;
        }
      }),
    );
    store
      .refresh()
      .then(() =>
        requestAnimationFrame(() =>
          guard(() => {
            // The list's own bottom, not the reserved one: below the window, nothing seen moves.
            const content = this.shadowRoot?.lastElementChild?.getBoundingClientRect();
            if (current() && content && content.bottom > innerHeight) this.#release();
          }),
        ),
      )
      .catch((error: unknown) => console.error('Worthy: the list could not be loaded', error));
  }

  #release(): void {
    if (this.#reserved) this.style.minHeight = '';
    this.#reserved = false;
  }

  #applyTheme(theme: Theme): void {
    this.#follow(theme === 'auto');
    this.toggleAttribute('data-wy-dark', theme === 'dark' || Boolean(this.#media?.matches));
  }

  /** theme="auto" follows the reader's system live, for as long as the element is on the page. */
  #follow(auto: boolean): void {
    if (auto && !this.#media) {
      this.#media = matchMedia(DARK_QUERY);
      this.#media.addEventListener('change', this.#onSchemeChange);
    } else if (!auto && this.#media) {
      this.#media.removeEventListener('change', this.#onSchemeChange);
      this.#media = null;
    }
  }

  #onSchemeChange = (event: MediaQueryListEvent): void => {
    this.toggleAttribute('data-wy-dark', event.matches);
  };
}

function guard(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('Worthy: the list could not be shown', error);
  }
}
