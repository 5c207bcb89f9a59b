/**
 * How long a list may take to arrive, from a backend or as the embed's list file, before it counts
 * as failed. (A module of its own: the embed's first load needs this number and none of ./limits.ts.)
 */
export const READ_TIMEOUT_MS = 8_000;
