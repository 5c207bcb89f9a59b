/**
 * The registry's words in Canadian French (lib/model/lists.ts and verticals.ts hold the English):
 * each Canada list's short name and ranked-list heading, and the four verticals' names. A module
 * of its own, imported only by French pages and widgets, so nothing English loads these words.
 * The words follow lib/i18n/fr-CA/GLOSSARY.md; titles are in sentence case.
 */
import type { CanadaListKey, Vertical } from '../../model';

export interface FrenchListWords {
  /** The topic's short name: hub card, search result, list picker ('Programmes GLP-1'). */
  label: string;
  /** The ranked list's heading ('Meilleurs programmes GLP-1 au Canada'). */
  title: string;
}

export const FR_LISTS: Readonly<Record<CanadaListKey, FrenchListWords>> = {
  glp1_providers_canada: { label: 'Programmes GLP-1', title: 'Meilleurs programmes GLP-1 au Canada' },
  nad_providers_canada: { label: 'Thérapie NAD+', title: 'Meilleurs fournisseurs de NAD+ au Canada' },
  telehealth_providers_canada: { label: 'Services de télésanté', title: 'Meilleurs services de télésanté au Canada' },
  supplement_providers_canada: { label: 'Suppléments', title: 'Meilleures marques de suppléments au Canada' },
  sleep_optimization_providers_canada: { label: 'Optimisation du sommeil', title: 'Meilleurs outils pour le sommeil au Canada' },
  fitness_providers_canada: { label: "Programmes d'entraînement", title: "Meilleurs programmes d'entraînement au Canada" },
  credit_card_providers_canada: { label: 'Cartes de crédit', title: 'Meilleures cartes de crédit au Canada' },
  savings_account_providers_canada: {
    label: "Comptes d'épargne",
    title: "Meilleurs comptes d'épargne à intérêt élevé au Canada",
  },
  investment_providers_canada: { label: 'Plateformes de placement', title: 'Meilleures plateformes de placement au Canada' },
  mortgage_loan_providers_canada: { label: 'Prêts hypothécaires', title: 'Meilleurs prêteurs hypothécaires au Canada' },
  insurance_providers_canada: { label: 'Assurance', title: "Meilleurs fournisseurs d'assurance au Canada" },
  tax_accounting_providers_canada: {
    label: 'Impôt et comptabilité',
    title: "Meilleurs logiciels d'impôt et de comptabilité au Canada",
  },
  vpn_providers_canada: { label: 'Services VPN', title: 'Meilleurs services VPN pour les Canadiens' },
  web_hosting_providers_canada: { label: 'Hébergement Web', title: 'Meilleurs hébergeurs Web au Canada' },
  ai_saas_providers_canada: { label: "Outils d'IA et SaaS", title: "Meilleurs outils d'IA et SaaS au Canada" },
  cybersecurity_providers_canada: { label: 'Cybersécurité', title: 'Meilleurs logiciels de cybersécurité au Canada' },
  cloud_storage_providers_canada: {
    label: 'Stockage infonuagique',
    title: 'Meilleurs services de stockage infonuagique au Canada',
  },
  developer_tools_providers_canada: { label: 'Outils de développement', title: 'Meilleurs outils de développement au Canada' },
  travel_booking_providers_canada: {
    label: 'Réservation de voyages',
    title: 'Meilleurs sites de réservation de voyages au Canada',
  },
  home_services_providers_canada: { label: 'Services à domicile', title: 'Meilleurs services à domicile au Canada' },
  online_education_providers_canada: {
    label: 'Formation en ligne',
    title: 'Meilleures plateformes de formation en ligne au Canada',
  },
  dating_providers_canada: { label: 'Rencontres et relations', title: 'Meilleures applications de rencontre au Canada' },
  food_beverage_providers_canada: {
    label: 'Alimentation et boissons',
    title: 'Meilleurs prêts-à-cuisiner et services de livraison de repas au Canada',
  },
  subscription_box_providers_canada: { label: "Boîtes d'abonnement", title: "Meilleures boîtes d'abonnement au Canada" },
};

/** The verticals' names, as VERTICAL_NAMES gives them in English. */
export const FR_VERTICAL_NAMES: Readonly<Record<Vertical, { short: string; long: string; topicBadge: string }>> = {
  health: { short: 'Santé', long: 'Santé et longévité', topicBadge: 'Santé et bien-être' },
  finance: { short: 'Finances', long: 'Finances et patrimoine', topicBadge: 'Finances et patrimoine' },
  digital: { short: 'Numérique', long: 'Numérique et sécurité', topicBadge: 'Numérique et sécurité' },
  lifestyle: { short: 'Mode de vie', long: 'Mode de vie et services', topicBadge: 'Mode de vie et services' },
};

/** What a list's method scores, in a heading or a sentence: 'Programmes GLP-1 au Canada'. */
export const frScoredTopic = (key: CanadaListKey): string => `${FR_LISTS[key].label} au Canada`;
