/**
 * The words of the French home page (/fr), in Canadian French: the page shows Worthy's Canada
 * topics. The English is ../home.ts; these words follow lib/i18n/fr-CA/GLOSSARY.md and are typeset
 * where they are shown (plain spaces here).
 */
import type { HomeContent } from '../home';

export const homeFr = {
  metaTitle: 'Worthy — Évaluations honnêtes de services au Canada',
  description:
    'Évaluations fondées sur les données et comparaisons honnêtes en santé, finances, numérique et mode de vie au Canada : notes transparentes, prix à jour.',
  hero: {
    eyebrow: 'Évaluations indépendantes pour le Canada',
    title: 'Découvrez ce qui vaut votre temps, votre argent et votre santé',
    tagline:
      'Des évaluations fondées sur les données et des comparaisons honnêtes des services sur lesquels vous comptez au Canada, des programmes GLP-1 aux réseaux privés virtuels (VPN), chaque note expliquée.',
    primary: 'Explorer les évaluations',
    secondary: 'Voir nos sélections',
    stats: [
      { value: '24', label: 'classements' },
      { value: '4', label: 'catégories' },
      { value: 'Canada', label: 'marché couvert' },
    ],
  },
  categoriesTitle: 'Parcourir par catégorie',
  categoriesIntro:
    'Quatre catégories, une même méthode de notation. Choisissez une catégorie pour voir tous les sujets que nous classons au Canada, avec les prix, les notes et des comparaisons côte à côte.',
  picksTitle: 'Nos sélections du jour',
  picksIntro:
    'Trois fournisseurs de chacun des quatre classements populaires ci-dessous. La rotation est quotidienne : demain, ce seront trois autres. Ouvrez un classement pour le voir au complet.',
  closing: {
    title: 'Trouvez ce qui en vaut la peine',
    body: 'Tous nos classements se consultent gratuitement, et chaque note montre ce qui la compose. Commencez par une catégorie ou revenez aux sélections du jour.',
    primary: 'Parcourir toutes les évaluations',
    secondary: 'Voir les sélections du jour',
  },
} as const satisfies HomeContent;
