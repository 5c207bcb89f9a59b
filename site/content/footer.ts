/** The footer's own words; its links come from the route table. */

export interface TrustPoint {
  title: 'Unbiased Reviews' | 'Expert Analysis' | 'Data-Driven Insights';
  body: string;
}

export const trustPoints: readonly [TrustPoint, TrustPoint, TrustPoint] = [
  { title: 'Unbiased Reviews', body: 'Payment never buys a rank or a rating, and sponsored placements are labelled.' },
  { title: 'Expert Analysis', body: 'Editors and specialists score every provider on the same published criteria.' },
  { title: 'Data-Driven Insights', body: 'Prices, rates and offers are refreshed as often as daily.' },
];

export const footerBlurb =
  'Worthy compares health, finance, digital and lifestyle services with transparent scoring and data kept current. We may earn a commission when you sign up through our links; it never decides a ranking.';
