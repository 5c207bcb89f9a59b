/**
 * The topic cards of the four category hubs (SPEC section 2), one per US list. A card's title is the
 * topic's label and its link the topic's page, both from the registry (lib/model/lists.ts).
 */
import { LISTS, type TopicCard, type UsListKey, type Vertical } from '../../lib/model';

type CardWords = Omit<TopicCard, 'title' | 'href'>;

const CARDS: Record<UsListKey, CardWords> = {
  glp1_providers: {
    icon: '💉',
    description: 'Clinician-led weight management programs with GLP-1 prescriptions when appropriate.',
    badge: 'Most Popular',
    niches: ['Semaglutide', 'Tirzepatide', 'Lab work', 'Coaching'],
  },
  nad_providers: {
    icon: '🧬',
    description: 'IV, injection and at-home NAD+ programs, with what each costs per session or month.',
    badge: 'Trending',
    niches: ['IV therapy', 'Injections', 'NMN & NR', 'Clinics'],
  },
  telehealth_service_providers: {
    icon: '🩺',
    description: 'Virtual urgent care, primary care and prescriptions from licensed clinicians.',
    niches: ['Urgent care', 'Primary care', 'Prescriptions', 'Mental health'],
  },
  supplement_providers: {
    icon: '💊',
    description: 'Third-party-tested supplement brands and goal-based stacks, with what the evidence says.',
    niches: ['Third-party tested', 'Longevity', 'Metabolic', 'Recovery'],
  },
  sleep_optimization_providers: {
    icon: '🌙',
    description: 'Sleep trackers, smart mattresses and CBT-I programs compared on data and price.',
    niches: ['Trackers', 'Smart beds', 'CBT-I apps', 'Routines'],
  },
  fitness_program_providers: {
    icon: '🏋️',
    description: 'Online training apps and coached programs for strength, cardio and mobility.',
    niches: ['Strength', 'Cycling', 'Yoga', 'Coached plans'],
  },
  credit_card_providers: {
    icon: '💳',
    description: 'Travel, cash-back and no-fee cards ranked on rewards, fees and welcome offers.',
    badge: 'Most Popular',
    niches: ['Travel rewards', 'Cash back', 'No annual fee', 'Balance transfer'],
  },
  savings_account_providers: {
    icon: '🏦',
    description: 'High-yield savings accounts compared on APY, fees and deposit insurance.',
    badge: 'High APY',
    niches: ['High-yield', 'No fees', 'FDIC insured', 'No minimum'],
  },
  investment_platform_providers: {
    icon: '📈',
    description: 'Brokerages and robo-advisors compared on fees, account types and tools.',
    niches: ['Brokerages', 'Robo-advisors', 'IRAs', 'ETFs'],
  },
  mortgage_loan_providers: {
    icon: '🏠',
    description: 'Mortgage lenders and personal loan providers compared on rates and closing speed.',
    niches: ['Fixed rate', 'Refinance', 'First-time buyers', 'Personal loans'],
  },
  insurance_providers: {
    icon: '🛡️',
    description: 'Auto, home, renters and life insurers compared on coverage, price and claims.',
    niches: ['Auto', 'Home & renters', 'Term life', 'Claims support'],
  },
  tax_accounting_providers: {
    icon: '🧾',
    description: 'Tax filing software and small-business accounting tools, from free to full service.',
    niches: ['Tax filing', 'Bookkeeping', 'Invoicing', 'Payroll'],
  },
  vpn_providers: {
    icon: '🔒',
    description: 'VPNs tested for speed, privacy policy, streaming access and device limits.',
    badge: 'Essential',
    niches: ['No-logs', 'Streaming', 'WireGuard', 'Multi-device'],
  },
  web_hosting_providers: {
    icon: '🌐',
    description: 'Shared, managed WordPress and cloud hosting compared on uptime, speed and support.',
    niches: ['Shared', 'WordPress', 'Cloud', 'Uptime'],
  },
  ai_saas_providers: {
    icon: '🤖',
    description: 'AI assistants and productivity software for writing, meetings, code and images.',
    badge: 'Trending',
    niches: ['Assistants', 'Writing', 'Meeting notes', 'Coding'],
  },
  cybersecurity_providers: {
    icon: '🛡️',
    description: 'Antivirus, password managers and identity protection compared on real protection.',
    niches: ['Antivirus', 'Password managers', 'Identity', 'Family plans'],
  },
  cloud_storage_providers: {
    icon: '☁️',
    description: 'Cloud storage and backup compared on price per terabyte, encryption and sharing.',
    niches: ['Backup', 'Encryption', 'Sharing', 'Family plans'],
  },
  developer_tool_providers: {
    icon: '🛠️',
    description: 'Hosting platforms, IDEs, CI and monitoring for teams that ship software.',
    niches: ['Deployment', 'IDEs', 'CI/CD', 'Monitoring'],
  },
  form_builder_providers: {
    icon: '📝',
    description: 'Form and survey builders compared on logic, integrations and free plans.',
    badge: 'New',
    niches: ['Surveys', 'Payments', 'Logic', 'Integrations'],
  },
  travel_booking_providers: {
    icon: '✈️',
    description: 'Flight, hotel and package sites compared on prices, fees and flexibility.',
    badge: 'Popular',
    niches: ['Flights', 'Hotels', 'Packages', 'Price alerts'],
  },
  home_service_providers: {
    icon: '🔧',
    description: 'Marketplaces for vetted pros, from handyman jobs to renovations and cleaning.',
    niches: ['Handyman', 'Cleaning', 'Renovation', 'Vetted pros'],
  },
  online_education_providers: {
    icon: '🎓',
    description: 'Course platforms and certificates compared on quality, price and credentials.',
    niches: ['Certificates', 'Languages', 'Tech skills', 'Degrees'],
  },
  dating_service_providers: {
    icon: '💞',
    description: 'Dating apps and services compared on who uses them, safety features and price.',
    niches: ['Serious dating', 'Apps', 'Safety', 'Matchmaking'],
  },
  food_beverage_providers: {
    icon: '🥗',
    description: 'Meal kits, prepared meals and delivery memberships compared per serving.',
    badge: 'Trending',
    niches: ['Meal kits', 'Prepared meals', 'Delivery', 'Coffee & wine'],
  },
  subscription_box_providers: {
    icon: '📦',
    description: 'Boxes worth the monthly fee, from kids’ science kits to snacks and pet treats.',
    niches: ['Kids', 'Snacks', 'Pets', 'Beauty'],
  },
};

const cardsOf = (vertical: Vertical): TopicCard[] =>
  LISTS.filter((list) => list.market === 'us' && list.vertical === vertical).map((list) => ({
    ...CARDS[list.key as UsListKey],
    title: list.label,
    href: list.path,
  }));

/** The cards of each hub, in the registry's order. */
export const topicCards: Record<Vertical, readonly TopicCard[]> = {
  health: cardsOf('health'),
  finance: cardsOf('finance'),
  digital: cardsOf('digital'),
  lifestyle: cardsOf('lifestyle'),
};
