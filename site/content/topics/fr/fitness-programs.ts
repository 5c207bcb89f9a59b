/** Fitness programs: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'fitness_providers_canada',
  title: "Meilleurs programmes d'entraînement en ligne au Canada",
  description:
    "Applications d'entraînement offertes au Canada (musculation, vélo, course, yoga) : prix en $ CA, variété des cours, progression et équipement.",
  tagline:
    "Applications d'entraînement et programmes avec accompagnement offerts au Canada comparés selon la structure et le prix.",
  compare: {
    title: "Comparer les programmes d'entraînement",
    description:
      "Sélectionnez jusqu'à trois programmes pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Choisir un programme que vous suivrez pour de bon',
      cards: [
        {
          title: 'Partez des directives',
          body: "Les Directives canadiennes en matière de mouvement sur 24 heures recommandent au moins 150 minutes d'activité physique d'intensité modérée à élevée par semaine, plus des activités de renforcement musculaire deux jours par semaine. Choisissez un programme qui couvre les deux.",
        },
        {
          title: 'Misez sur la progression',
          body: 'Les meilleurs programmes avancent par blocs de plusieurs semaines qui augmentent graduellement la charge, les répétitions ou la durée. Avec des séances quotidiennes prises au hasard, vos progrès sont difficiles à mesurer.',
        },
        {
          title: 'Essayez avant de payer',
          body: "La plupart des applications coûtent environ de 13 $ à 40 $ par mois avant taxes, et les forfaits annuels coûtent moins cher par mois. Si vous avez un problème cardiaque ou une blessure, ou si vous débutez, demandez d'abord à votre médecin ce qui est sans danger pour vous.",
        },
      ],
    },
  ],
};
