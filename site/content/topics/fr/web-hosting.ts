/** Web hosting: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'web_hosting_providers_canada',
  title: "Meilleurs services d'hébergement Web au Canada",
  description:
    "Comparez l'hébergement Web au Canada : disponibilité, centres de données au pays, facturation en $ CA, données conformes à la LPRPDE et prix au renouvellement.",
  tagline:
    "Des hébergeurs avec centres de données au Canada, facturation en dollars canadiens et domaines .ca, classés selon la disponibilité, la vitesse, le soutien et le prix après la période d'introduction.",
  compare: {
    title: "Comparer les fournisseurs d'hébergement Web",
    description:
      "Sélectionnez jusqu'à trois hébergeurs Web pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Ce qu'il faut vérifier avant d'acheter un hébergement",
      cards: [
        {
          title: 'Performance',
          body: "Cherchez une disponibilité supérieure à 99,9 %, garantie par un crédit de service, et un centre de données à Toronto, à Montréal ou à Vancouver. Un serveur proche des visiteurs canadiens charge les pages plus vite qu'un serveur situé en Virginie ou en Europe.",
        },
        {
          title: 'Sécurité',
          body: "Le certificat SSL gratuit, la détection des logiciels malveillants et les sauvegardes quotidiennes devraient être inclus. L'hébergement au Canada garde les données des clients sous le régime des lois canadiennes; pour la clientèle du Québec, la Loi 25 exige aussi une évaluation des facteurs relatifs à la vie privée avant que les données quittent la province.",
        },
        {
          title: 'Évolutivité',
          body: "Vérifiez les limites de ressources et la possibilité de passer à un VPS ou à un forfait infonuagique. Les prix d'introduction de 3 à 7 $ par mois exigent de payer plusieurs années d'avance et doublent souvent au renouvellement; payer en dollars canadiens évite des frais de conversion de devises de 2,5 %.",
        },
      ],
    },
  ],
};
