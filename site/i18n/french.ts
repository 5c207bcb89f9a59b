/**
 * The site's own words in Canadian French (the shell and the topic page's frame), keyed by their
 * English as the widgets' are (lib/i18n/say.ts), following lib/i18n/fr-CA/GLOSSARY.md. Loaded only
 * with a French page (./language.ts). tests/unit/siteWords.test.ts holds it complete.
 */
import { fill, type Say } from '../../lib/i18n/say';
import { FR_VERTICAL_NAMES } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { elideBefore, sentenceStart } from '../../lib/i18n/fr-CA/elision';
import { frenchValue, WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { VERTICAL_NAMES, VERTICALS } from '../../lib/model';

/** The verticals' names, from the registry's two languages. */
const VERTICAL_WORDS = Object.fromEntries(
  VERTICALS.flatMap((vertical) =>
    (['short', 'long', 'topicBadge'] as const).map((form) => [VERTICAL_NAMES[vertical][form], FR_VERTICAL_NAMES[vertical][form]]),
  ),
);

/** site/content/footer.ts's words (written out: importing them would split that module off every page's first load). */
const FOOTER_WORDS: Record<string, string> = {
  'Worthy compares health, finance, digital and lifestyle services with transparent scoring and dated data. We may earn a commission when you sign up through our links; it never decides a ranking.':
    "Worthy compare des services en santé, en finances, en numérique et en mode de vie, avec une notation transparente et des données datées. Nous pouvons toucher une commission quand vous vous inscrivez par nos liens; elle ne décide jamais d'un classement.",
  'Unbiased Reviews': 'Des évaluations impartiales',
  'Payment never buys a rank or a rating, and sponsored placements are labelled.':
    "Aucun paiement n'achète un rang ou une note, et les placements commandités sont indiqués.",
  'Expert Analysis': "Des analyses d'experts",
  'Editors score every provider in a list on the same published, weighted criteria.':
    "Nos rédacteurs notent chaque fournisseur d'une liste selon les mêmes critères, publiés et pondérés.",
  'Data-Driven Insights': 'Des données vérifiables',
  'Every rating shows its scores, and every provider the month it was last checked.':
    "Chaque note s'accompagne de son détail par critère, et chaque fournisseur, du mois de sa dernière vérification.",
};

export const SITE_WORDS: Readonly<Record<string, string>> = {
  ...VERTICAL_WORDS,
  ...FOOTER_WORDS,
  // Header and menus
  'Skip to content': 'Passer au contenu',
  'Worthy home': 'Accueil de Worthy',
  Categories: 'Catégories',
  // Home and hubs
  'See the full ranking →': 'Voir le classement complet →',
  'See the full ranking: {0}': 'Voir le classement complet : {0}',
  '{0} topics': 'Sujets : {0}',
  'Footer categories': 'Catégories (pied de page)',
  'Open a random review topic': 'Ouvrir un sujet au hasard',
  'Surprise Me': 'Surprenez-moi',
  'Open menu': 'Ouvrir le menu',
  'Close menu': 'Fermer le menu',
  Search: 'Rechercher',
  'Search reviews': 'Rechercher dans les évaluations',
  'Close search': 'Fermer la recherche',
  'Search providers and topics, e.g. NordVPN or savings': 'Chercher un fournisseur ou un sujet, p. ex. NordVPN ou épargne',
  'Search providers and topics': 'Rechercher des fournisseurs et des sujets',
  // Search results (on the French health hub)
  'Search results for “{0}”': 'Résultats de recherche pour « {0} »',
  'Searching…': 'Recherche en cours…',
  'No topics or providers match “{0}”. Try a brand name or a topic such as VPN or savings.':
    'Aucun sujet ni fournisseur ne correspond à « {0} ». Essayez un nom de marque ou un sujet comme VPN ou épargne.',
  '{0} match across all categories': '{0} résultat dans toutes les catégories',
  '{0} matches across all categories': '{0} résultats dans toutes les catégories',
  Topics: 'Sujets',
  Providers: 'Fournisseurs',
  'Matches: {0}': 'Correspond à : {0}',
  'Ranked in': 'Classé dans',
  // Footer
  Resources: 'Ressources',
  'About Us': 'À propos',
  'How We Review': 'Notre méthode',
  'Editorial Policy': 'Politique éditoriale',
  Contact: 'Contact',
  'For Partners': 'Pour les partenaires',
  'Why Worthy': 'Pourquoi Worthy',
  'Worthy. All rights reserved.': 'Worthy. Tous droits réservés.',
  Privacy: 'Confidentialité',
  Cookies: 'Témoins',
  // Cookie banner
  'Your cookie choices': 'Vos choix de témoins',
  'We use essential cookies to run the site. With your permission we also use performance cookies to see which pages help readers, and marketing cookies to measure partner offers.':
    'Nous utilisons des témoins essentiels au fonctionnement du site. Avec votre permission, nous utilisons aussi des témoins de performance pour voir quelles pages aident les lecteurs, et des témoins de marketing pour mesurer les offres des partenaires.',
  'Cookie Policy': 'Politique sur les témoins',
  'Cookie categories': 'Catégories de témoins',
  Essential: 'Essentiels',
  'Always on: security and your choices.': 'Toujours actifs : sécurité et mémorisation de vos choix.',
  Performance: 'Performance',
  'Anonymous page statistics.': 'Statistiques anonymes sur les pages.',
  Marketing: 'Marketing',
  'Measuring partner offers.': 'Mesure des offres des partenaires.',
  'Accept all': 'Tout accepter',
  'Reject non-essential': 'Refuser les témoins non essentiels',
  'Save choices': 'Enregistrer mes choix',
  Choose: 'Personnaliser',
  'All cookies accepted.': 'Tous les témoins sont acceptés.',
  'Only essential cookies are on.': 'Seuls les témoins essentiels sont actifs.',
  'Your cookie choices are saved.': 'Vos choix de témoins sont enregistrés.',
  // Not-found page (and its head)
  'Oops! Page not found': 'Oups! Page introuvable',
  'The page you asked for has moved or never existed. Our reviews are one click away.':
    "La page demandée a été déplacée ou n'a jamais existé. Nos évaluations sont à portée de clic.",
  'Return to Home': "Retour à l'accueil",
  'Browse reviews': 'Parcourir les évaluations',
  'Page not found': 'Page introuvable',
  'The page you asked for does not exist. Browse Worthy’s reviews of health, finance, digital and lifestyle services.':
    "La page demandée n'existe pas. Parcourez les évaluations de Worthy en santé, finances, numérique et mode de vie.",
  // Static pages
  'Last reviewed {0}': 'Dernière révision : {0}',
  Mailboxes: 'Boîtes de courriel',
  Editorial: 'Rédaction',
  Partnerships: 'Partenariats',
  Support: 'Soutien',
  'Corrections, review suggestions and questions about our scores.':
    "Corrections, suggestions d'évaluations et questions sur nos notes.",
  'Affiliate programs, embeds for your blog and media enquiries.':
    "Programmes d'affiliation, intégrations pour votre blogue et demandes des médias.",
  'Help with the site, privacy requests and cookie questions.':
    'Aide sur le site, demandes relatives à la confidentialité et questions sur les témoins.',
  'Manage cookie preferences': 'Gérer les préférences de témoins',
  // Topic page
  Breadcrumb: "Fil d'Ariane",
  Home: 'Accueil',
  'Last Updated:': 'Mis à jour le',
  'View the Canadian version': 'Voir la version canadienne',
  'View the US version': 'Voir la version américaine',
  'Prices, rates and offers checked {0}.': 'Prix, taux et offres vérifiés en {0}.',
  'How We Score {0}': 'Notre méthode de notation : {0}',
  'Each provider is scored from 0 to 5 on the criteria below. Its rating is the weighted mean of those scores, and the list is ranked by rating. Open “How we scored it” on any card to see its scores.':
    'Chaque fournisseur reçoit une note de 0 à 5 pour chacun des critères ci-dessous. Sa note globale est la moyenne pondérée de ces notes, et la liste est classée selon cette note. Ouvrez « Détail de la note » sur une fiche pour voir ses notes.',
  'Our method in general': 'Notre méthode en général',
  'Judged by our editors, with the reason on each card': 'Jugement de la rédaction, motivé sur chaque fiche',
  'Computed from the facts: {0}': "Note calculée d'après les faits : {0}",
  '“{0}”': '« {0} »',
  'Facts about {0}, with where each is stated': 'Faits sur {0}, avec la source de chacun',
  Fact: 'Fait',
  Value: 'Valeur',
  Source: 'Source',
  'checked {0}': 'vérifié en {0}',
  Terms: 'Modalités',
  'Compare selection': 'Sélection à comparer',
  'Compare now': 'Comparer maintenant',
  'View comparison': 'Voir le comparateur',
  'Copy link to this comparison': 'Copier le lien de cette comparaison',
  'Comparison link copied. Anyone who opens it sees the same providers side by side.':
    'Lien de la comparaison copié. Quiconque l’ouvre voit les mêmes fournisseurs côte à côte.',
  'Copy this link to share the comparison: {0}': 'Copiez ce lien pour partager la comparaison : {0}',
  'Data-driven reviews and honest comparisons of health, finance, digital and lifestyle services.':
    'Évaluations fondées sur les données et comparaisons honnêtes de services en santé, en finances, en numérique et en mode de vie.',
  // A topic page's brand and stack tiles (site/pages/topic/sections.tsx)
  '{0} products': 'Produits : {0}',
  'Best Value': 'Meilleur rapport qualité-prix',
  'Premium Pick': 'Choix haut de gamme',
  'per month': 'par mois',
  'View Product': 'Voir le produit',
  ': {0}': ' : {0}',
  // How We Score: the tie rule (site/pages/topic/HowWeScore.tsx TIE_RULE)
  'Equal ratings go by the heaviest criterion’s score, then the next, then by name.':
    "À note égale, la note au critère le plus pondéré départage, puis celle au suivant, puis l'ordre alphabétique.",
  // The share card (site/head/head.ts)
  'Worthy: discover what’s worth your time, money and health':
    'Worthy : découvrez ce qui vaut votre temps, votre argent et votre santé',
  // Review page (its computed sentences are site/reviews/verdictFr.ts)
  '{0} review': 'Évaluation de {0}',
  '{0} Review: {1}': 'Évaluation de {0} : {1}',
  '{0}, rated {1} / 5.': '{0}, note de {1} / 5.',
  'Read the Canadian review of {0}': "Lire l'évaluation canadienne de {0}",
  'Read the US review of {0}': "Lire l'évaluation américaine de {0}",
  'Our verdict': 'Notre verdict',
  'Visit {0}': 'Visiter {0}',
  '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  'We may earn a commission when you visit {0}; commissions never decide the ranking.':
    'Nous pouvons toucher une commission quand vous visitez le site de {0}; les commissions ne décident jamais du classement.',
  'Worthy has a commercial relationship with {0}, which does not change its score: the rating is the weighted mean of the scores below.':
    'Worthy entretient une relation commerciale avec {0}, ce qui ne change pas sa note : la note globale est la moyenne pondérée des notes ci-dessous.',
  'How {0} scored': 'Détail de la note de {0}',
  'Pros and cons': 'Points forts et points faibles',
  'Key facts': 'En bref',
  'Starting price': 'Prix de départ',
  'Not published': 'Non publié',
  Features: 'Caractéristiques',
  'Current offer': 'Offre en cours',
  'Code:': 'Code :',
  'An offer from {0}, checked {1}; it is time-limited, may change and is not part of the score.':
    "Offre de {0}, vérifiée en {1}; d'une durée limitée, elle peut changer et ne compte pas dans la note.",
  'An offer from {0}; it is time-limited, may change and is not part of the score.':
    "Offre de {0}; d'une durée limitée, elle peut changer et ne compte pas dans la note.",
  'How {0} compares': 'Comment se compare {0}',
  '{0} and its neighbours, criterion by criterion': '{0} et ses voisins au classement, critère par critère',
  '{0} against the providers ranked directly above and below it':
    '{0} face aux fournisseurs classés juste au-dessus et juste au-dessous',
  'Criterion (weight)': 'Critère (pondération)',
  'best in list': 'meilleure de la liste',
  'Who {0} suits': 'À qui convient {0}',
  'Best for': 'Idéal pour',
  'Not the best for': 'Moins indiqué pour',
  'Alternatives to {0}': 'Solutions de rechange à {0}',
  'Our take': 'Notre avis',
  'Its {0} / 5 is the weighted mean of these {1} scores.': 'Sa note de {0} / 5 est la moyenne pondérée de ces {1} notes.',
  '{0} on this criterion': '{0} pour ce critère',
  '{0} of {1}': '{0} sur {1}',
  'joint {0} of {1}': '{0} ex æquo sur {1}',
  'Strongest on': 'Points les plus forts',
  'Where {0} is weakest, these score higher:':
    'Sur les critères où {0} obtient ses moins bonnes notes, ces fournisseurs font mieux :',
  '{0} is not the weakest on any criterion; the next-ranked providers are:':
    "{0} n'accuse de faiblesse sur aucun critère; voici les autres fournisseurs les mieux classés :",
  'How we score {0}': 'Notre méthode de notation : {0}',
  'Read how {0} was scored on the {1} page': 'Lire comment la note de {0} a été établie sur la page « {1} »',
  'Review of {0} by the': 'Évaluation de {0} rédigée par',
  'Worthy editorial team': "l'équipe éditoriale de Worthy",
};

/** The site in Canadian French: its own words, then the widgets'; a text with neither stays as written. */
export const frenchSite: Say = (text, ...values) =>
  typeset(sentenceStart(fill(elideBefore(SITE_WORDS[text] ?? WIDGET_WORDS[text] ?? text, values), values, frenchValue)));
