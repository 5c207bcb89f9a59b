/**
 * The words of the four French category hubs (/fr/categories/<vertical>), in Canadian French: each
 * shows the Canada topics of its vertical. The English is ../hubs.ts; `path` is the English hub's,
 * a key (the French URL is derived elsewhere). Words follow lib/i18n/fr-CA/GLOSSARY.md and are
 * typeset where they are shown (plain spaces here).
 */
import type { HubContent } from '../hubs';

export const hubsFr: Record<'health' | 'finance' | 'digital' | 'lifestyle', HubContent> = {
  health: {
    vertical: 'health',
    path: '/categories/health',
    title: 'Santé et longévité',
    metaTitle: 'Santé et longévité au Canada : GLP-1, NAD+, télésanté | Worthy',
    description:
      'Programmes GLP-1, thérapie NAD+, télésanté, suppléments, sommeil et entraînement au Canada comparés : prix, données probantes et encadrement clinique.',
    eyebrow: 'Évaluations en santé',
    tagline:
      'Programmes de perte de poids, thérapies de longévité et soins virtuels au Canada, classés selon leur coût, ce que les données probantes appuient et qui répond de vos soins.',
    gridTitle: 'Explorez les sujets en santé au Canada',
    info: {
      title: 'Pourquoi vous fier à nos évaluations en santé',
      intro:
        "Une décision de santé mérite plus de soin qu'une liste d'épicerie. Trois règles guident chaque page santé que nous publions.",
      tiles: [
        {
          icon: '🩺',
          title: 'Expertise médicale',
          body: "Nos classements en santé sont notés selon les garde-fous cliniques : l'évaluation par un clinicien avant toute ordonnance, l'indication honnête des préparations magistrales et un véritable suivi.",
        },
        {
          icon: '🔬',
          title: 'Fondé sur des données probantes',
          body: 'Nos affirmations reposent sur des études révisées par des pairs et sur les lignes directrices des organismes de réglementation. Quand les données sont préliminaires ou mitigées, comme pour le NAD+, nous le disons clairement.',
        },
        {
          icon: '🔍',
          title: 'Transparence',
          body: "Nous affichons le coût mensuel complet, ce qui est inclus et ce qui ne l'est pas, signalons les placements commandités et expliquons comment chaque note est établie.",
        },
      ],
    },
  },

  finance: {
    vertical: 'finance',
    path: '/categories/finance',
    title: 'Finances et patrimoine',
    metaTitle: 'Finances au Canada : cartes, épargne, placements | Worthy',
    description:
      "Cartes de crédit, épargne à intérêt élevé, courtiers, prêts hypothécaires, assurance et logiciels d'impôt au Canada : taux, frais et petits caractères.",
    eyebrow: 'Évaluations en finances',
    tagline:
      'Les taux, les frais et les récompenses offerts au Canada, côte à côte, pour que le compte, la carte ou le prêteur que vous choisissez mérite sa place dans votre budget.',
    gridTitle: 'Explorez les sujets en finances au Canada',
    info: {
      title: 'Calculatrices et outils financiers',
      intro:
        "Trois calculs sont à la base de la plupart des décisions financières. Voici les données que chacun demande et comment il fonctionne, pour que vous puissiez vérifier vous-même n'importe quelle offre.",
      tiles: [
        {
          icon: '🏠',
          title: 'Calculatrice hypothécaire',
          body: "Votre versement mensuel découle du capital P, du taux mensuel r (taux annuel ÷ 12) et du nombre de versements n : P × r(1+r)^n ÷ ((1+r)^n − 1). Un prêt de 300 000 $ à 6 % sur 30 ans donne environ 1 799 $ par mois, avant les taxes foncières et l'assurance.",
        },
        {
          icon: '📊',
          title: 'Calculatrice de rendement',
          body: 'Le rendement du capital investi correspond à (valeur finale − montant investi) ÷ montant investi. Pour comparer des placements détenus sur des durées différentes, annualisez-le : (valeur finale ÷ valeur initiale)^(1 ÷ années) − 1. Un placement de 10 000 $ qui atteint 14 000 $ en 3 ans a rapporté 40 %, soit environ 11,9 % par année.',
        },
        {
          icon: '🎯',
          title: 'Planificateur de remboursement de dettes',
          body: "Inscrivez chaque solde, son taux annuel et son paiement minimum, ainsi que ce que vous pouvez payer chaque mois. Chaque mois, un solde accumule des intérêts au taux annuel ÷ 12; l'argent en plus va d'abord au taux annuel le plus élevé (méthode avalanche, le moins d'intérêts) ou au plus petit solde (méthode boule de neige, les victoires les plus rapides).",
        },
      ],
    },
  },

  digital: {
    vertical: 'digital',
    path: '/categories/digital',
    title: 'Numérique et sécurité',
    metaTitle: "Numérique au Canada : VPN, hébergement Web, outils d'IA | Worthy",
    description:
      "VPN, hébergement Web, outils d'IA et SaaS, cybersécurité, stockage infonuagique et outils de développement au Canada, testés et classés selon leur valeur.",
    eyebrow: 'Évaluations en numérique',
    tagline:
      "Les logiciels offerts au Canada à qui vous confiez vos données et votre entreprise, comparés selon la vitesse, la sécurité, la disponibilité et ce qu'ils coûtent vraiment après la première année.",
    gridTitle: 'Explorez les sujets numériques au Canada',
    info: {
      title: "L'essentiel de la sécurité numérique",
      intro:
        'Trois habitudes préviennent la plupart des pertes de données et des piratages de comptes du quotidien. Aucune ne prend beaucoup de temps à mettre en place.',
      tiles: [
        {
          icon: '🛡️',
          title: 'Utilisez un VPN',
          body: 'Un réseau privé virtuel (VPN) chiffre votre trafic entre votre appareil et son serveur, ce qui compte surtout sur un réseau Wi-Fi public. Choisissez-en un dont la politique de non-journalisation a été auditée par un tiers indépendant; il protège votre connexion, mais ne vous rend pas anonyme.',
        },
        {
          icon: '🔑',
          title: 'Des mots de passe robustes',
          body: "Utilisez une phrase de passe longue et unique pour chaque compte, conservée dans un gestionnaire de mots de passe, et activez l'authentification à deux facteurs ou les clés d'accès partout où elles sont offertes. Un mot de passe réutilisé est la porte d'entrée la plus facile.",
        },
        {
          icon: '💾',
          title: 'Des sauvegardes régulières',
          body: 'Suivez la règle du 3-2-1 : trois copies de vos données, sur deux types de supports différents, dont une conservée hors site ou dans le nuage. Automatisez le tout et restaurez un fichier de temps en temps pour vérifier que la sauvegarde fonctionne.',
        },
      ],
    },
  },

  lifestyle: {
    vertical: 'lifestyle',
    path: '/categories/lifestyle',
    title: 'Mode de vie et services',
    metaTitle: 'Mode de vie au Canada : voyages, maison, formation | Worthy',
    description:
      "Voyages, services à domicile, cours en ligne, applications de rencontre, prêts-à-cuisiner et boîtes d'abonnement au Canada : prix, qualité et conditions.",
    eyebrow: 'Évaluations en mode de vie',
    tagline:
      'Les services offerts au Canada qui occupent votre agenda et se présentent à votre porte, comparés selon ce que vous payez, ce que vous obtenez et la facilité à les annuler.',
    gridTitle: 'Explorez les sujets en mode de vie au Canada',
    info: {
      title: 'Mieux vivre, mieux dépenser',
      intro:
        "Les bons services vous redonnent du temps ou de l'argent sans vous coûter l'autre. Voici comment nous les évaluons.",
      tiles: [
        {
          icon: '⏱️',
          title: 'Gagner du temps',
          body: 'Nous privilégions les services qui vous libèrent des corvées : des professionnels vérifiés à réserver en quelques minutes pour la maison, des prêts-à-cuisiner qui simplifient la planification des repas et des cours à suivre à votre rythme.',
        },
        {
          icon: '💰',
          title: 'Économiser',
          body: "Nous comparons le prix une fois l'offre d'introduction terminée, signalons les frais de réservation et de livraison, et indiquons comment suspendre ou annuler un abonnement avant son renouvellement.",
        },
        {
          icon: '🌱',
          title: 'Mieux vivre',
          body: "Nous accordons autant de poids à la qualité et à la sécurité qu'au prix : avis vérifiés, conditions de remboursement claires, outils de sécurité pour les membres des applications de rencontre et formateurs dûment qualifiés.",
        },
      ],
    },
  },
};
