/** Dating and relationships: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'dating_providers_canada',
  title: 'Meilleures applications de rencontre au Canada',
  description:
    'Comparez les applications de rencontre au Canada, de Hinge à Plenty of Fish, fondée à Vancouver : qui les utilise, sécurité et prix des abonnements en $ CA.',
  tagline:
    'Des applications et services de rencontre populaires auprès des célibataires canadiens, classés selon qui les utilise, la vérification des photos et les autres fonctions de sécurité, et le prix en dollars canadiens.',
  compare: {
    title: 'Comparer les services de rencontre',
    description:
      "Sélectionnez jusqu'à trois services de rencontre pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};
