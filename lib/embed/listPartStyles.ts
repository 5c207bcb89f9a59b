/** The styles of Find your fit and a long list's pages: the embed adds them with its chunk (./listPartChunk.ts); the WordPress plugin's server list carries them. */
import fit from '../widgets/FitControls/FitControls.css?inline';
import pages from '../widgets/RankedList/PagedList.css?inline';

export const LIST_PART_CSS = `${fit}\n${pages}`;
