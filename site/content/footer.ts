/** The footer's own words; its links come from the route table. */

export interface TrustPoint {
  title: 'Unbiased Reviews' | 'Expert Analysis' | 'Data-Driven Insights';
  body: string;
}

export const trustPoints: readonly [TrustPoint, TrustPoint, TrustPoint] = [
  { title: 'Unbiased Reviews', body: 'Payment never buys a rank or a rating, and sponsored placements are labelled.' },
  { title: 'Expert Analysis', body: 'Editors score every provider in a list on the same published, weighted criteria.' },
  { title: 'Data-Driven Insights', body: 'Every rating shows its scores, and every provider the month it was last checked.' },
];

export const footerBlurb =
  'Worthy compares health, finance, digital and lifestyle services with transparent scoring and dated data. We may earn a commission when you sign up through our links; it never decides a ranking.';
