/** Subscription boxes: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'subscription_box_providers_canada',
  title: "Meilleures boîtes d'abonnement au Canada",
  description:
    "Comparez les boîtes d'abonnement livrées au Canada : valeur par boîte en $ CA, livraison et droits de douane, facturation en $ US et facilité d'annulation.",
  tagline:
    "Des boîtes d'abonnement livrées au Canada, classées selon la valeur par boîte en dollars canadiens, la livraison et les droits de douane, et la facilité d'annulation.",
  trustNote: 'Sélection de boîtes mise à jour chaque trimestre.',
  compare: {
    title: "Comparer les boîtes d'abonnement",
    description:
      "Sélectionnez jusqu'à trois boîtes d'abonnement pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};
