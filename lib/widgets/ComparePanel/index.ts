export { ComparePanel, type ComparePanelProps, type OneProviderPrompt } from './ComparePanel';
