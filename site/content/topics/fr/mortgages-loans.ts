/** Mortgages and loans: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'mortgage_loan_providers_canada',
  title: 'Prêts hypothécaires et prêteurs au Canada',
  description:
    "Prêteurs et courtiers hypothécaires canadiens comparés : taux, remboursement anticipé, pénalités, et les faits sur l'assurance SCHL et le test de résistance.",
  tagline:
    'Banques, courtiers et prêteurs en ligne comparés selon les taux, les privilèges de remboursement anticipé et les pénalités.',
  trustNote: 'Taux hypothécaires canadiens surveillés deux fois par jour.',
  compare: {
    title: 'Comparer les prêteurs',
    description:
      "Sélectionnez jusqu'à trois prêteurs pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Magasiner un prêt hypothécaire',
      cards: [
        {
          title: 'Mise de fonds et SCHL',
          body: 'La mise de fonds minimale est de 5 % sur les premiers 500 000 $, de 10 % sur la portion entre 500 000 $ et 1,5 million de dollars, et de 20 % pour les propriétés de 1,5 million de dollars ou plus. Avec une mise de fonds de moins de 20 %, il faut une assurance prêt hypothécaire de la SCHL, de Sagen ou de Canada Guaranty, qui coûte de 2,80 % à 4,00 % du prêt.',
        },
        {
          title: 'Le test de résistance',
          body: "Les prêteurs sous réglementation fédérale évaluent votre admissibilité au plus élevé des deux taux suivants : 5,25 % ou votre taux contractuel plus deux points de pourcentage (test de résistance B-20 du BSIF). Depuis novembre 2024, changer de prêteur au renouvellement sans emprunter davantage n'oblige plus à le repasser.",
        },
        {
          title: 'Remboursement anticipé et pénalités',
          body: "Vérifiez combien vous pouvez rembourser par anticipation chaque année et comment est calculée la pénalité pour rupture du terme. À taux fixe, c'est souvent le plus élevé de deux montants : trois mois d'intérêt ou le différentiel de taux d'intérêt.",
        },
      ],
    },
  ],
};
