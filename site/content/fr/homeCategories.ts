/**
 * The four category cards of the French home page (/fr), in Canadian French, in the order of
 * ../homeCategories.ts; `href` is the English hub's (the French URL is derived elsewhere). Niches use
 * the lists' French labels (lib/i18n/fr-CA/lists.ts) where the English uses the list's name.
 */
import type { CategoryCard } from '../../../lib/model';

export const homeCategoriesFr: readonly CategoryCard[] = [
  {
    title: 'Santé et longévité',
    description: 'Programmes GLP-1, thérapie NAD+, télésanté et les suppléments qui en valent la peine.',
    niches: ['Programmes GLP-1', 'Thérapie NAD+', 'Télésanté', 'Suppléments'],
    badge: 'Tendance',
    href: '/categories/health',
  },
  {
    title: 'Finances et patrimoine',
    description: "Cartes de crédit, épargne à intérêt élevé, placements, prêts hypothécaires, assurance et logiciels d'impôt.",
    niches: ['Cartes de crédit', "Comptes d'épargne", 'Placements', 'Assurance'],
    href: '/categories/finance',
  },
  {
    title: 'Numérique et sécurité',
    description: "VPN, hébergement, outils d'IA, cybersécurité et stockage infonuagique, testés et classés.",
    niches: ['Services VPN', 'Hébergement Web', "Outils d'IA et SaaS", 'Cybersécurité'],
    badge: 'Populaire',
    href: '/categories/digital',
  },
  {
    title: 'Mode de vie et services',
    description:
      "Réservation de voyages, services à domicile, cours en ligne, rencontres, prêts-à-cuisiner et boîtes d'abonnement.",
    niches: ['Réservation de voyages', 'Services à domicile', 'Formation en ligne', 'Alimentation et boissons'],
    href: '/categories/lifestyle',
  },
];
