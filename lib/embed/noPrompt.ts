/**
 * Stands in for the compare panel's one-provider prompt in the embed build: the embed never asks
 * for it (only the site's topic pages do), so its markup and words stay out of the embed's first load.
 */
export const OneProviderPrompt = () => null;
