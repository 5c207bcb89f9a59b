/** Investment platforms: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'investment_providers_canada',
  title: 'Meilleures plateformes de placement au Canada',
  description:
    'Courtiers en ligne et conseillers-robots canadiens comparés : frais, conversion de devises, comptes CELI, REER et CELIAPP, et protection du FCPI.',
  tagline: 'Des courtiers et conseillers-robots canadiens comparés selon les frais, les comptes enregistrés et les outils.',
  compare: {
    title: 'Comparer les plateformes de placement',
    description:
      "Sélectionnez jusqu'à trois plateformes pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Ce qu'il faut comparer",
      intro:
        'Information générale, pas un conseil personnalisé. Pour un plan adapté à votre situation, envisagez un conseiller rémunéré uniquement à honoraires.',
      cards: [
        {
          title: 'Coût total',
          body: 'Bien des plateformes offrent maintenant des opérations sur actions et FNB à 0 $, mais la conversion en dollars américains coûte souvent 1,5 % ou plus dans chaque sens. Les conseillers-robots demandent généralement environ 0,2 % à 0,5 % par année, plus les frais des FNB.',
        },
        {
          title: 'CELI, REER et CELIAPP',
          body: "La croissance et les retraits d'un CELI sont libres d'impôt. Les cotisations au REER sont déductibles et les retraits sont imposés; le CELIAPP combine les deux avantages pour l'achat d'une première propriété, jusqu'à 8 000 $ par année et 40 000 $ au total.",
        },
        {
          title: 'Protection du FCPI',
          body: "Le Fonds canadien de protection des investisseurs (FCPI) couvre jusqu'à 1 million de dollars par catégorie de compte, comme les comptes généraux ou les comptes de retraite enregistrés, si une société membre devient insolvable. Il ne couvre pas les pertes dues aux baisses des marchés.",
        },
      ],
    },
  ],
};
