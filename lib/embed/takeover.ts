/**
 * Taking over a list the server rendered (the WordPress plugin's, in a declarative shadow root): a
 * file of its own, fetched only when the reader first comes to a list that came as HTML.
 * The live list, drawn off the page a card a turn (./element.ts), replaces the served one in one
 * step once every card is there. (Rendering into the served markup instead was one long task on a
 * low-end phone, over 100 ms.) The markup is the same, so nothing on screen moves; the reader's
 * focus, and a tap on a served button meanwhile, carry over to the live twin.
 */
import { cardTurns } from '../widgets/RankedList/Later';
import { afterNextPaint } from '../schedule';
import { guard } from './guard';
import { applyStyles, CSS_MARK } from './styles';

/**
 * @param current whether the served list is still the one to take over
 * @param taken the served button tapped meanwhile, if any
 * @param done called once the live list is in place
 */
export function takeOver(
  root: ShadowRoot,
  live: HTMLElement,
  current: () => boolean,
  taken: () => Element | null,
  done: () => void,
): void {
  // Styles of this very build stay (the server sends the list's and the extras' in one); others give way to ours.
  const style = root.querySelector('style');
  if (!style?.textContent?.startsWith(CSS_MARK)) {
    style?.remove();
    applyStyles(root);
  }
  const swap = () =>
    guard(() => {
      if (!current()) return;
      // A card still in its placeholder has not had its turn yet (or asks for it after the next paint).
      if (live.querySelector('.wy-card--placeholder')) return void afterNextPaint(() => void cardTurns.done().then(swap));
      const served = root.lastElementChild!;
      const all = (within: Element, selector: string) => [...within.querySelectorAll<HTMLElement>(selector)];
      const twin = (node: Element | null) => node && all(live, 'a,button')[all(served, 'a,button').indexOf(node as HTMLElement)];
      // A card out of sight keeps the room its served twin held (content-visibility, WorthyRankedList.css).
      const cards = all(served, 'ol>li');
      all(live, 'ol>li').forEach(
        (card, index) => (card.style.containIntrinsicBlockSize = `auto ${cards[index]!.getBoundingClientRect().height}px`),
      );
      const focused = root.activeElement;
      served.replaceWith(live);
      done();
      twin(focused)?.focus();
      twin(taken())?.click();
    });
  void cardTurns.done().then(swap);
}
