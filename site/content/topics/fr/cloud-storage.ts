/** Cloud storage: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'cloud_storage_providers_canada',
  title: 'Meilleurs services de stockage infonuagique au Canada',
  description:
    'Comparez le stockage infonuagique : données stockées au Canada, respect de la LPRPDE et de la Loi 25 du Québec, chiffrement et prix par To en $ CA.',
  tagline:
    "Stockage infonuagique et sauvegarde pour les Canadiens, classés selon l'hébergement des données au Canada, le chiffrement, le prix par téraoctet en dollars canadiens et la récupération de fichiers.",
  compare: {
    title: 'Comparer les services de stockage infonuagique',
    description:
      "Sélectionnez jusqu'à trois services de stockage infonuagique pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Comment protéger vos fichiers',
      cards: [
        {
          title: 'Suivez la règle du 3-2-1',
          body: 'Gardez trois copies de vos données sur deux supports différents, dont une copie hors site. Votre ordinateur, un disque externe et un compte infonuagique couvrent les trois.',
        },
        {
          title: 'Hébergement des données',
          body: 'Sync.com stocke les fichiers au Canada; la plupart des grands fournisseurs utilisent des centres de données aux États-Unis. Les entreprises soumises à la LPRPDE ou à la Loi 25 du Québec doivent savoir où se trouvent les fichiers de leurs clients et divulguer tout transfert hors du pays.',
        },
        {
          title: 'Prix par téraoctet',
          body: "Un forfait de 2 To coûte environ de 11 à 14 $ par mois, et la facturation annuelle permet d'économiser environ 15 à 20 %. Le chiffrement à connaissance nulle garde vos fichiers privés, mais un mot de passe oublié peut signifier la perte de vos fichiers.",
        },
      ],
    },
  ],
};
