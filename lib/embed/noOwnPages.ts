/**
 * Stands in for lib/widgets/shared/ownPages.ts in the embed build: on a partner's page no link is
 * the host's own, so every review link stays outbound and sponsored, and the embed carries no context for it.
 */
export const useOwnPage = (_url: string): string | null => null;
