/** Canada pages are their US twin plus overrides, so shared structure is written once. */
import type { CanadaOverrides, TopicContent } from '../types';

export const canadaPath = (usPath: string): string => `${usPath}-canada`;

/** Builds the Canada record and links both twins to each other. */
export function withCanadaTwin(us: TopicContent, overrides: CanadaOverrides): [TopicContent, TopicContent] {
  const caPath = canadaPath(us.path);
  const canada: TopicContent = { ...us, ...overrides, path: caPath, market: 'ca', twin: us.path };
  return [{ ...us, twin: caPath }, canada];
}
