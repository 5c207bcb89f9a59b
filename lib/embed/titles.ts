/** The words an embedded list shows for its key: its heading and its compare panel's. */
import { isCanadaListKey, type ListKey } from '../model/listKeys';

/**
 * Keyed by the first word of the list key: it is unique among the US keys and shared by each
 * Canada twin, whose keys do not always follow the US spelling (telehealth_providers_canada).
 */
const TOPICS: Record<string, string> = {
  glp1: 'GLP-1 Weight Loss Programs',
  nad: 'NAD+ Therapy Providers',
  ai: 'AI & SaaS Tools',
  cloud: 'Cloud Storage Providers',
  cybersecurity: 'Cybersecurity Tools',
  developer: 'Developer Tools',
  web: 'Web Hosting Providers',
  form: 'Form Builders',
  vpn: 'VPN Services',
  credit: 'Credit Cards',
  dating: 'Dating Services',
  fitness: 'Online Fitness Programs',
  food: 'Food & Beverage Services',
  home: 'Home Services',
  insurance: 'Insurance Providers',
  investment: 'Investment Platforms',
  mortgage: 'Mortgage & Loan Providers',
  online: 'Online Education Platforms',
  savings: 'High-Yield Savings Accounts',
  sleep: 'Sleep Optimization Tools',
  subscription: 'Subscription Boxes',
  supplement: 'Supplement Brands',
  tax: 'Tax & Accounting Software',
  telehealth: 'Telehealth Services',
  travel: 'Travel Booking Sites',
};

export interface ListWords {
  title: string;
  compareTitle: string;
  compareDescription: string;
}

export function listWords(key: ListKey): ListWords {
  const topic = TOPICS[key.split('_')[0]!] ?? 'Providers';
  const where = isCanadaListKey(key) ? ' in Canada' : '';
  return {
    title: `Top ${topic}${where}`,
    compareTitle: `Compare ${topic}`,
    compareDescription: 'Select up to three providers to compare price, promo, rating and features.',
  };
}
