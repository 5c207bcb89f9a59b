export { FitControls, FIT_TITLE, BACK_TO_OURS, FIT_TEXTS, type FitControlsProps } from './FitControls';
export { FitRankedList, YOUR_RANKING, NONE_FIT } from './FitRankedList';
