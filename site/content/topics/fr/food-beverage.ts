/** Food and beverage: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'food_beverage_providers_canada',
  title: 'Meilleurs prêts-à-cuisiner et services de livraison de repas au Canada',
  description:
    'Comparez les prêts-à-cuisiner et la livraison de repas au Canada, de Goodfood et Chefs Plate à PC Express : prix par portion en $ CA et zones desservies.',
  tagline:
    "Des prêts-à-cuisiner canadiens, l'épicerie à ramasser en magasin et des applications de livraison de repas, classés selon le prix par portion en dollars canadiens, la variété des menus et les zones desservies.",
  trustNote: 'Menus mis à jour chaque semaine.',
  compare: {
    title: "Comparer les services d'alimentation et de boissons",
    description:
      "Sélectionnez jusqu'à trois services d'alimentation et de boissons pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};
