/**
 * The widgets' words in Canadian French: every text a widget says (`say(...)`, ../say.ts), keyed
 * by its English, following ./GLOSSARY.md. Imported only where French is asked for (a French page,
 * `locale="fr-CA"`, the embed's French file), so nothing English carries it.
 * tests/unit/widgetWords.test.ts holds it complete: every text the widgets say has its French here.
 */
import { fill } from '../fill';
import type { Say } from '../say';
import { elideBefore } from './elision';
import { typeset } from './typography';
import { frenchValue } from './values';

export { frenchValue };

export const WIDGET_WORDS: Readonly<Record<string, string>> = {
  // Figures, written the French way by frenchValue and typeset ('4,74', '30 %', '4,6 / 5')
  '{0}': '{0}',
  // With its non-breaking space written in, as the embed's French file uses these texts untypeset (tests/unit/widgetWords.test.ts).
  '{0}%': '{0}\u00a0%',
  '{0} / 5': '{0} / 5',
  // Facts (lib/format/facts.ts): a US list's dollars are US dollars in French, a Canada list's plain dollars
  '${0}': '{0}\u00a0$\u00a0US',
  'CA${0}': '{0}\u00a0$',
  '{0}–{1}': '{0} à {1}',
  '/mo': '/mois',
  '/yr': '/an',
  ' per session': ' par séance',
  ' per serving': ' par portion',
  ' per box': ' par boîte',
  ' per visit': ' par consultation',
  ' per trade': ' par opération',
  Yes: 'Oui',
  No: 'Non',
  'Not disclosed': 'Non divulgué',
  // Ranked list
  'Loading providers...': 'Chargement des fournisseurs…',
  'No providers available right now.': 'Aucun fournisseur offert pour le moment.',
  'This list is not available.': "Cette liste n'est pas disponible.",
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
  'Exclusive Savings Available': 'Rabais exclusifs offerts',
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
  '{0} is the weighted mean of these scores under your weights (ours give {1}):':
    '{0} est la moyenne pondérée de ces notes selon vos pondérations (les nôtres donnent {1})\u00a0:',
  'ours {0}% · yours {1}%': 'notre pondération\u00a0: {0}\u00a0% · la vôtre\u00a0: {1}\u00a0%',
  // Find your fit (lib/widgets/FitControls)
  'Find your fit': 'Trouvez ce qui vous convient',
  'Our weights are a default, not a verdict. Set what matters to you and the list re-ranks.':
    'Nos pondérations sont un point de départ, pas un verdict. Indiquez ce qui compte pour vous, et le classement s’ajuste.',
  'Adjust the ranking': 'Ajuster le classement',
  'Hide the controls': 'Masquer les réglages',
  'Start from a preset': "Partir d'un profil",
  'Only the numbers': 'Les chiffres seulement',
  'Lowest cost': 'Coût le plus bas',
  '{0} first': 'Priorité à «\u00a0{0}\u00a0»',
  'How much each criterion counts': 'Le poids de chaque critère',
  'Ours: {0}%': 'Notre pondération\u00a0: {0}\u00a0%',
  'Ours: {0}% · yours: {1}%': 'Notre pondération\u00a0: {0}\u00a0% · la vôtre\u00a0: {1}\u00a0%',
  Ignore: 'Ignorer',
  'As we weigh it': 'Autant que nous',
  'Twice as much': 'Deux fois plus',
  'Three times as much': 'Trois fois plus',
  '{0} (×{1})': '{0} (×{1})',
  Filters: 'Filtres',
  'Must have: {0}': 'Exiger «\u00a0{0}\u00a0»',
  'At most': 'Au plus',
  'At least': 'Au moins',
  '{0}: at most or at least': '{0}\u00a0: au plus ou au moins',
  '{0}, in {1}': '{0}, en {1}',
  US$: '$ US',
  CA$: '$',
  'Sort by': 'Trier par',
  'Rating, highest first': 'Note, de la plus haute à la plus basse',
  '{0}: best score first': "{0}\u00a0: meilleure note d'abord",
  '{0}: yes first': "{0}\u00a0: oui d'abord",
  '{0}: most first': "{0}\u00a0: le plus grand nombre d'abord",
  '{0}: low to high': '{0}\u00a0: ordre croissant',
  '{0}: high to low': '{0}\u00a0: ordre décroissant',
  'Showing our ranking.': 'Voici notre classement.',
  'Showing your ranking.': 'Voici votre classement.',
  'Every criterion is ignored: set one above zero to re-rate the list.':
    'Tous les critères sont ignorés\u00a0: donnez du poids à au moins un critère pour recalculer le classement.',
  '{0} hidden by your filters.': 'Fournisseurs masqués par vos filtres\u00a0: {0}.',
  'Back to our ranking': 'Revenir à notre classement',
  'List re-ranked: {0} providers, {1} first': 'Nouveau classement\u00a0: {0} fournisseurs, {1} en tête',
  'List re-ranked: one provider, {0}': 'Nouveau classement\u00a0: un seul fournisseur, {0}',
  'No provider meets your filters': 'Aucun fournisseur ne répond à vos filtres',
  'Your ranking': 'Votre classement',
  'Show {0} more ({1} in all)': 'Afficher {0} de plus ({1} en tout)',
  'No provider meets your filters. Loosen one, or go back to our ranking.':
    'Aucun fournisseur ne répond à vos filtres. Assouplissez-en un ou revenez à notre classement.',
  'Checked {0}': 'Vérifié en {0}',
  'Computed from {0}': "Note calculée d'après {0}",
  '{0} ({1})': '« {0} » ({1})',
  'Judged: {0}': 'Jugement de la rédaction. {0}',
  'Judged by our editors': 'Jugement de la rédaction',
  Pros: 'Points forts',
  Cons: 'Points faibles',
  // Compare panel and table
  'Compare {0}': 'Comparer : {0}',
  'Select up to three providers to compare price, promo, rating and features.':
    "Choisissez jusqu'à trois fournisseurs pour comparer le prix, la promo, la note et les caractéristiques.",
  '{0} of {1} selected': '{0} sur {1} choisis',
  'Clear comparison': 'Vider le comparateur',
  'Choose “Add to Compare” on any provider to see it here, side by side.':
    'Choisissez « Ajouter au comparateur » sur une fiche pour l’afficher ici, côte à côte avec les autres.',
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

/** The widgets in Canadian French; a text not in the dictionary stays as written. */
export const french: Say = (text, ...values) =>
  typeset(fill(elideBefore(WIDGET_WORDS[text] ?? text, values), values, frenchValue));
