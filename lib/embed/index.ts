/** The script-tag bundle: defines <worthy-ranked-list> once, however often the script loads. */
const TAG = 'worthy-ranked-list';

class WorthyRankedList extends HTMLElement {
  connectedCallback(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.textContent = `Worthy list: ${this.getAttribute('category') ?? ''}`;
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, WorthyRankedList);
