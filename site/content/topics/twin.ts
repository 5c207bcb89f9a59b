/** Canada pages are their US twin plus overrides, so shared structure is written once. */
import type { CanadaOverrides, CompareWords, TopicContent } from '../types';

export const canadaPath = (usPath: string): string => `${usPath}-canada`;

/** Builds the Canada record and links both twins to each other. */
export function withCanadaTwin(us: TopicContent, overrides: CanadaOverrides): [TopicContent, TopicContent] {
  const caPath = canadaPath(us.path);
  const canada: TopicContent = { ...us, ...overrides, path: caPath, market: 'ca', twin: us.path };
  return [{ ...us, twin: caPath }, canada];
}

type UsFields = Omit<TopicContent, 'vertical' | 'market' | 'badge' | 'topPick' | 'twin'>;

/** A US page builder for one vertical whose pages all rank 'first' (digital and lifestyle). */
export const usPageOf =
  (vertical: TopicContent['vertical'], badge: string) =>
  (fields: UsFields): TopicContent => ({ vertical, market: 'us', badge, topPick: 'first', ...fields });

/** The compare panel's words in the house form: 'Select up to three <items> to compare …'. */
export const compareWords = (title: string, items: string, price = 'price'): CompareWords => ({
  title,
  description: `Select up to three ${items} to compare ${price}, promo, rating and features side by side.`,
});
