/** Cybersecurity software: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'cybersecurity_providers_canada',
  title: 'Meilleurs logiciels de cybersécurité au Canada',
  description:
    'Antivirus, gestionnaires de mots de passe et protection antiarnaque comparés : tests de laboratoires indépendants, simplicité, renouvellement en $ CA.',
  tagline:
    "Antivirus, gestionnaires de mots de passe et protection contre les arnaques pour les Canadiens, avec les prix en dollars canadiens et le coût du renouvellement affichés d'emblée.",
  compare: {
    title: 'Comparer les logiciels de cybersécurité',
    description:
      "Sélectionnez jusqu'à trois produits de sécurité pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Votre liste de vérification en sécurité',
      cards: [
        {
          title: 'Résultats des laboratoires indépendants',
          body: "Choisissez un antivirus qui obtient une protection proche de 100 % avec peu de fausses alertes lors des récents tests d'AV-TEST ou d'AV-Comparatives. Microsoft Defender, déjà intégré à Windows, offre une protection de base gratuite et solide : un produit payant doit faire mieux.",
        },
        {
          title: 'Utilisez un gestionnaire de mots de passe',
          body: "Un mot de passe unique pour chaque compte empêche une fuite de données de se propager. Bitwarden et Proton Pass sont gratuits sur un nombre illimité d'appareils, et les forfaits payants coûtent moins de 55 $ par année.",
        },
        {
          title: 'Les pièges du renouvellement',
          body: 'Les suites offertes de 40 à 60 $ la première année se renouvellent souvent à plus du double, avec le renouvellement automatique activé. Notez le prix de renouvellement, et signalez les appels ou textos frauduleux au Centre antifraude du Canada.',
        },
      ],
    },
  ],
};
