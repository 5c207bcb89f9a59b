/** The four verticals (SPEC section 1) and their names. */
export type Vertical = 'health' | 'finance' | 'digital' | 'lifestyle';

export const VERTICALS: readonly Vertical[] = ['health', 'finance', 'digital', 'lifestyle'];

/**
 * Short names in the top bar, long names in the mobile menu and on hubs; the badge on topic pages
 * (SPEC: Health & Longevity, also Health & Wellness on topic pages).
 */
export const VERTICAL_NAMES: Record<Vertical, { short: string; long: string; topicBadge: string }> = {
  health: { short: 'Health', long: 'Health & Longevity', topicBadge: 'Health & Wellness' },
  finance: { short: 'Finance', long: 'Finance & Wealth', topicBadge: 'Finance & Wealth' },
  digital: { short: 'Digital', long: 'Digital & Security', topicBadge: 'Digital & Security' },
  lifestyle: { short: 'Lifestyle', long: 'Lifestyle & Services', topicBadge: 'Lifestyle & Services' },
};
