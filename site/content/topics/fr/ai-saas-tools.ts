/** AI and SaaS tools: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'ai_saas_providers_canada',
  title: "Meilleurs outils d'IA et logiciels SaaS au Canada",
  description:
    "Comparez les assistants d'IA et logiciels SaaS : prix en $ CA, limites d'utilisation, prise en charge du français et options d'hébergement au Canada.",
  tagline:
    "Des assistants d'IA et des applications de productivité pour les Canadiens, avec les prix en dollars canadiens, la prise en charge du français et un examen attentif du lieu où vos données sont stockées.",
  compare: {
    title: "Comparer les outils d'IA et logiciels SaaS",
    description:
      "Sélectionnez jusqu'à trois outils d'IA et logiciels SaaS pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Comment choisir un outil d'IA",
      cards: [
        {
          title: 'Commencez par le forfait gratuit',
          body: 'Presque tous les outils présentés ici ont un forfait gratuit, et les forfaits payants coûtent environ de 11 à 28 $ par mois par personne, plus les taxes de vente. Faites vos vraies tâches pendant une semaine avec le forfait gratuit avant de payer.',
        },
        {
          title: "Lisez les limites d'utilisation",
          body: "Même les forfaits payants plafonnent les messages, les minutes de transcription, les générations ou les crédits. Vérifiez la limite mensuelle et ce qui se passe quand vous l'atteignez : un ralentissement, une attente ou des frais de dépassement.",
        },
        {
          title: 'Hébergement des données',
          body: "La plupart des outils d'IA traitent les données aux États-Unis. Selon la LPRPDE, vous devez informer vos clients quand leurs renseignements personnels quittent le Canada, et la Loi 25 du Québec exige d'abord une évaluation des facteurs relatifs à la vie privée : renseignez-vous sur l'hébergement au Canada ou sur les contrôles de données pour entreprises.",
        },
      ],
    },
  ],
};
