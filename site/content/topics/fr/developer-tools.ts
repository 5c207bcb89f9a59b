/** Developer tools: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'developer_tools_providers_canada',
  title: 'Meilleurs outils de développement au Canada',
  description:
    'Comparez les outils de développement : régions au Canada, limites des forfaits gratuits, prix par utilisateur en $ CA et lieu des données clients.',
  tagline:
    "Des plateformes de développement avec des régions au Canada et des prix clairs en dollars canadiens, et l'endroit où se trouvent vraiment votre code et les données de vos clients.",
  compare: {
    title: 'Comparer les outils de développement',
    description:
      "Sélectionnez jusqu'à trois outils de développement pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Avant de vous engager',
      cards: [
        {
          title: 'Limites des forfaits gratuits',
          body: "Lisez les petits caractères sur les minutes de compilation, la bande passante, les instances mises en veille et l'usage commercial. Le forfait Hobby de Vercel, par exemple, est réservé aux projets non commerciaux.",
        },
        {
          title: 'Régions canadiennes',
          body: 'Pour les applications qui contiennent des renseignements personnels de Canadiens, choisissez une région canadienne : DigitalOcean à Toronto, AWS à Montréal et à Calgary, Google Cloud à Montréal et à Toronto. La latence diminue, et les divulgations exigées par la LPRPDE et la Loi 25 du Québec sont plus simples.',
        },
        {
          title: 'Facturation en dollars américains',
          body: 'La plupart des plateformes facturent en dollars américains : les coûts en dollars canadiens varient donc avec le taux de change, et bien des cartes ajoutent des frais de conversion de devises de 2,5 %. Configurez des alertes de dépenses et prévoyez une marge dans votre budget.',
        },
      ],
    },
  ],
};
