/** The four category cards of the home page (SPEC section 2: Trending on health, Popular on digital). */
import type { CategoryCard } from '../../lib/model';

export const homeCategories: readonly CategoryCard[] = [
  {
    title: 'Health & Longevity',
    description: 'GLP-1 programs, NAD+ therapy, telehealth and the supplements worth taking.',
    niches: ['GLP-1 Programs', 'NAD+ Therapy', 'Telehealth', 'Supplements'],
    badge: 'Trending',
    href: '/categories/health',
  },
  {
    title: 'Finance & Wealth',
    description: 'Credit cards, high-yield savings, investing, mortgages, insurance and tax software.',
    niches: ['Credit Cards', 'Savings Accounts', 'Investing', 'Insurance'],
    href: '/categories/finance',
  },
  {
    title: 'Digital & Security',
    description: 'VPNs, hosting, AI tools, cybersecurity and cloud storage, tested and ranked.',
    niches: ['VPN Services', 'Web Hosting', 'AI & SaaS Tools', 'Cybersecurity'],
    badge: 'Popular',
    href: '/categories/digital',
  },
  {
    title: 'Lifestyle & Services',
    description: 'Travel booking, home services, online courses, dating, meal kits and boxes.',
    niches: ['Travel Booking', 'Home Services', 'Online Education', 'Food & Beverage'],
    href: '/categories/lifestyle',
  },
];
