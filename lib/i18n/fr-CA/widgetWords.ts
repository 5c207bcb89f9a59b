/**
 * The widgets' words in Canadian French: every text a widget says (`say(...)`, ../say.ts), keyed
 * by its English, following ./GLOSSARY.md. Imported only where French is asked for (a French page,
 * `locale="fr-CA"`, the embed's French file), so nothing English carries it.
 * tests/unit/widgetWords.test.ts holds it complete: every text the widgets say has its French here.
 */
import { fill, type Say } from '../say';
import { frDate, frNumber } from './format';
import { typeset } from './typography';

export const WIDGET_WORDS: Readonly<Record<string, string>> = {
  // Figures, written the French way by frenchValue and typeset ('4,74', '30 %', '4,6 / 5')
  '{0}': '{0}',
  '{0}%': '{0} %',
  '{0} / 5': '{0} / 5',
  // Ranked list
  'Loading providers...': 'Chargement des fournisseurs…',
  'No providers available right now.': 'Aucun fournisseur offert pour le moment.',
  'This list is not available.': "Cette liste n'est pas offerte.",
  'We may earn a commission when you visit a provider. It never decides the ranking.':
    'Nous pouvons toucher une commission quand vous visitez un fournisseur. Elle ne décide jamais du classement.',
  'How we score': 'Notre méthode de notation',
  // Provider card
  'Rank {0}': 'Rang {0}',
  'Top Rated': 'Meilleur choix',
  'Worthy Provider': 'Partenaire Worthy',
  'Worthy partner: we may earn a commission. It never changes the score.':
    'Partenaire Worthy : nous pouvons toucher une commission. Elle ne change jamais la note.',
  'Rated {0} out of 5': 'Note de {0} sur 5',
  'Rated {0} / 5': 'Note de {0} sur 5',
  '{0} verified reviews': '{0} avis vérifiés',
  'Exclusive Savings Available': 'Économies exclusives offertes',
  'Promo: {0}': 'Promo : {0}',
  'Read Review': "Lire l'évaluation",
  'Visit Provider': 'Visiter le fournisseur',
  '{0} (opens in a new tab)': '{0} (s’ouvre dans un nouvel onglet)',
  '{0} logo': 'Logo de {0}',
  'Add to Compare': 'Ajouter au comparateur',
  'Remove from Compare': 'Retirer du comparateur',
  'Compare Limit Reached': 'Limite du comparateur atteinte',
  Code: 'Code',
  Copy: 'Copier',
  Copied: 'Copié',
  'Copy code {0}': 'Copier le code {0}',
  'Code {0} copied': 'Code {0} copié',
  // Score breakdown
  'How we scored it': 'Détail de la note',
  '{0} is the weighted mean of these scores:': '{0} est la moyenne pondérée de ces notes :',
  'Checked {0}': 'Vérifié en {0}',
  Pros: 'Points forts',
  Cons: 'Points faibles',
  // Compare panel and table
  'Compare {0}': 'Comparer : {0}',
  'Select up to three providers to compare price, promo, rating and features.':
    "Choisissez jusqu'à trois fournisseurs pour comparer le prix, la promo, la note et les caractéristiques.",
  '{0} of {1} selected': '{0} sur {1} choisis',
  'Clear comparison': 'Vider le comparateur',
  'Choose “Add to Compare” on any provider to see it here, side by side.':
    'Choisissez « Ajouter au comparateur » sur un fournisseur pour le voir ici, côte à côte.',
  '{0} table': 'Tableau : {0}',
  Remove: 'Retirer',
  'Starting Price / Offer': 'Prix de départ / offre',
  Promo: 'Promo',
  Rating: 'Note',
  'Key Features': 'Caractéristiques principales',
  Visit: 'Visiter',
  Best: 'Meilleure',
  // Category grid
  '{0} covers': '{0} : sujets couverts',
};

const MONTHS: Readonly<Record<string, string>> = {
  January: 'janvier',
  February: 'février',
  March: 'mars',
  April: 'avril',
  May: 'mai',
  June: 'juin',
  July: 'juillet',
  August: 'août',
  September: 'septembre',
  October: 'octobre',
  November: 'novembre',
  December: 'décembre',
};

const MONTH = `(${Object.keys(MONTHS).join('|')})`;
/** 'November 26, 2026'. */
const LONG_DATE = new RegExp(`^${MONTH} (\\d{1,2}), (\\d{4})$`);
/** 'November 2026', 'October–November 2026', 'December 2025 – January 2026'. */
const MONTHS_SPAN = new RegExp(`^${MONTH}( \\d{4})?(?:\\s*–\\s*${MONTH})? \\d{4}$`);

/**
 * A value as French writes it: numbers with a decimal comma and thousands apart ('4,74',
 * '44 870'), dates and months in lowercase French ('26 novembre 2026', '1er novembre 2026',
 * 'octobre–novembre 2026'); a name or any other text as given.
 */
export function frenchValue(value: string | number): string {
  if (typeof value === 'number') return frNumber(value, Number.isInteger(value) ? 0 : 2);
  const number = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?$/.exec(value);
  if (number) return frNumber(Number(`${number[1]!.replaceAll(',', '')}.${number[2] ?? 0}`), number[2]?.length ?? 0);
  const date = LONG_DATE.exec(value);
  if (date) {
    const month = String(Object.keys(MONTHS).indexOf(date[1]!) + 1).padStart(2, '0');
    return frDate(`${date[3]}-${month}-${date[2]!.padStart(2, '0')}`) ?? value;
  }
  if (MONTHS_SPAN.test(value)) return value.replace(new RegExp(MONTH, 'g'), (month) => MONTHS[month]!);
  return value;
}

/** The widgets in Canadian French; a text not in the dictionary stays as written. */
export const french: Say = (text, ...values) => typeset(fill(WIDGET_WORDS[text] ?? text, values, frenchValue));
