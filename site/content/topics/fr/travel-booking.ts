/** Travel booking: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'travel_booking_providers_canada',
  title: 'Meilleurs sites de réservation de voyages au Canada',
  description:
    "Comparez les sites de réservation de vols, d'hôtels et de forfaits soleil tout compris au Canada : prix total en $ CA, départs et souplesse.",
  tagline:
    "Des sites de vols, d'hôtels et de forfaits tout compris pour les Canadiens, classés selon le prix total en dollars canadiens, les départs des aéroports du Canada et la souplesse.",
  trustNote: 'Offres de voyage surveillées chaque jour.',
  compare: {
    title: 'Comparer les sites de réservation de voyages',
    description:
      "Sélectionnez jusqu'à trois sites de réservation de voyages pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Conseils pour les voyageurs canadiens',
      cards: [
        {
          title: 'Réservez en dollars canadiens',
          body: "Cherchez et payez en dollars canadiens pour éviter les frais de conversion de devises de 2,5 % de votre carte. Au Canada, les annonces de billets d'avion doivent afficher le prix tout compris : comparez donc ces totaux.",
        },
        {
          title: 'Choisissez bien le moment de votre forfait soleil',
          body: 'Les semaines tout compris au Mexique et dans les Caraïbes coûtent le plus cher pendant les Fêtes et la relâche de mars. Partir entre la fin avril et juin, ou réserver une aubaine de dernière minute au départ de Toronto, de Montréal ou de Calgary, coûte souvent beaucoup moins cher.',
        },
        {
          title: 'Connaissez vos droits de passager aérien',
          body: "Le Règlement sur la protection des passagers aériens du Canada prévoit jusqu'à 1 000 $ d'indemnité pour un long retard imputable à un gros transporteur aérien. Adressez d'abord votre réclamation à la compagnie aérienne, puis, au besoin, à l'Office des transports du Canada.",
        },
      ],
    },
  ],
};
