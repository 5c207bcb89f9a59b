export { ComparePanel, type ComparePanelProps } from './ComparePanel';
export type { OneProviderPrompt } from './OneProviderPrompt';
