/**
 * What a list needs to show, as the embed's first stylesheet (./styles.ts). Imported last by
 * ./index.ts, which adds it, so its text ends the script, after the components whose class names it shares:
 * gzip finds more of them to refer back to (about 100 bytes fewer).
 */
import tokens from '../styles/tokens.css?inline';
import base from '../widgets/shared/base.css?inline';
import card from '../widgets/ProviderCard/ProviderCard.css?inline';
import breakdown from '../widgets/ProviderCard/ScoreBreakdown.css?inline';
import list from '../widgets/RankedList/RankedList.css?inline';
import compare from '../widgets/ComparePanel/ComparePanel.css?inline';
import frame from '../connected/WorthyRankedList/WorthyRankedList.css?inline';
import cardHeights from '../connected/WorthyRankedList/cardHeights.css?inline';
import host from './embed.css?inline';

export { CSS_MARK, PALETTE_READY_CSS } from './styles';

/** The widgets lay out by their own width (container queries), so in a blog's column as on the site. */
export const CORE_CSS = [tokens, base, card, breakdown, list, compare, frame, cardHeights, host].join('\n');
