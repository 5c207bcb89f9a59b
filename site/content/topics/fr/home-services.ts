/** Home services: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'home_services_providers_canada',
  title: 'Meilleurs services à domicile au Canada',
  description:
    "Comparez entrepreneurs, services de ménage et de petits travaux au Canada, en vérifiant les licences provinciales et l'assurance accidents du travail.",
  tagline:
    'Des entrepreneurs et des services de ménage et de petits travaux évalués partout au Canada. Avant tout acompte, vérifiez les règles de votre province : licence de la RBQ au Québec, couverture de la CSPAAT en Ontario ou de WorkSafeBC en Colombie-Britannique.',
  compare: {
    title: 'Comparer les services à domicile',
    description:
      "Sélectionnez jusqu'à trois plateformes de services à domicile pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};
