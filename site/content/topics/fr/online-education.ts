/** Online education: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'online_education_providers_canada',
  title: "Meilleures plateformes d'apprentissage en ligne au Canada",
  description:
    "Comparez l'apprentissage en ligne au Canada, des cours gratuits aux certificats et diplômes d'universités canadiennes, prix en $ CA et options en français.",
  tagline:
    "Plateformes de cours, certificats et diplômes en ligne pour les Canadiens, y compris des partenaires universitaires canadiens et de l'apprentissage en français, avec prix en dollars canadiens.",
  trustNote: 'Catalogues de cours revus chaque mois.',
  compare: {
    title: "Comparer les plateformes d'apprentissage",
    description:
      "Sélectionnez jusqu'à trois plateformes d'apprentissage pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};
