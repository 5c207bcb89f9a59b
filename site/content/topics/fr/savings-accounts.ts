/** Savings accounts: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'savings_account_providers_canada',
  title: "Meilleurs comptes d'épargne à intérêt élevé au Canada",
  description:
    "Comptes d'épargne à intérêt élevé au Canada comparés : taux courants et promos, frais, SADC, et quand un CELI ou un CELIAPP garde l'intérêt libre d'impôt.",
  tagline: "Des comptes d'épargne à intérêt élevé au Canada comparés selon les taux courants, les promotions et les frais.",
  trustNote: "Taux d'épargne canadiens surveillés chaque jour.",
  compare: {
    title: "Comparer les comptes d'épargne",
    description:
      "Sélectionnez jusqu'à trois comptes pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Comment comparer les comptes d'épargne",
      cards: [
        {
          title: 'Le taux courant, pas le taux promo',
          body: 'Bien des banques canadiennes annoncent sur les nouveaux dépôts un taux promotionnel qui dure quelques mois avant de redescendre au taux courant, plus bas. Comparez les deux, et vérifiez si le meilleur taux exige un dépôt de paie.',
        },
        {
          title: 'Protection de la SADC',
          body: "L'assurance-dépôts de la SADC couvre les dépôts admissibles jusqu'à 100 000 $ par catégorie assurable dans chaque institution membre, y compris l'épargne, les CPG et les dépôts en devises étrangères. Les dépôts dans un CELI, un REER, un FERR, un REEE, un REEI et un CELIAPP comptent chacun comme une catégorie distincte.",
        },
        {
          title: "Mettez l'intérêt à l'abri",
          body: "L'intérêt d'un compte d'épargne ordinaire est imposé comme un revenu. Garder votre épargne dans un CELI, ou dans un CELIAPP si vous épargnez pour une première propriété, la met à l'abri de l'impôt. Les dépôts des coopératives de crédit sont assurés par des régimes provinciaux plutôt que par la SADC.",
        },
      ],
    },
  ],
};
