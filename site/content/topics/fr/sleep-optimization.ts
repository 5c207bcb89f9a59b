/** Sleep optimization: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'sleep_optimization_providers_canada',
  title: 'Meilleurs outils pour optimiser le sommeil au Canada',
  description:
    'Appareils de suivi du sommeil, lits intelligents et applications vendus au Canada : données, confort et prix en $ CA, plus une routine pour mieux dormir.',
  tagline:
    'Appareils de suivi, lits intelligents et applications de sommeil offerts au Canada, comparés selon les données, le confort et le coût.',
  compare: {
    title: 'Comparer les outils de sommeil',
    description:
      "Sélectionnez jusqu'à trois outils de sommeil pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Le plan de votre routine de sommeil',
      intro: 'Trois habitudes appuyées par les données les plus solides, avant tout appareil.',
      cards: [
        {
          title: 'Une chambre fraîche et sombre',
          body: 'Gardez la chambre entre 15 et 19 °C, sombre et silencieuse. Des rideaux occultants ou un masque de sommeil aident si la lumière entre.',
        },
        {
          title: 'Un horaire régulier',
          body: 'Levez-vous à la même heure chaque jour, fins de semaine comprises, et prévoyez au moins sept heures de sommeil. Une heure de lever stable ancre votre horloge biologique.',
        },
        {
          title: 'Une heure pour décompresser',
          body: "Tamisez les lumières et rangez les écrans pendant la dernière heure avant le coucher. Cessez la caféine au moins six heures avant d'aller au lit.",
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Choisir un outil de sommeil',
      cards: [
        {
          title: 'Les appareils de suivi font des estimations',
          body: 'Les bagues, les bracelets et les capteurs de lit estiment les stades du sommeil à partir des mouvements et de la fréquence cardiaque. Servez-vous-en pour suivre des tendances, pas pour poser un diagnostic, et vérifiez si un abonnement est exigé.',
        },
        {
          title: "La TCC-I contre l'insomnie",
          body: "La thérapie cognitivo-comportementale de l'insomnie (TCC-I) est le premier traitement recommandé contre l'insomnie chronique. Les programmes numériques l'offrent en plusieurs séances hebdomadaires.",
        },
        {
          title: 'Quand consulter un médecin',
          body: "Un ronflement fort, des étouffements pendant la nuit ou une somnolence persistante le jour peuvent signaler une apnée du sommeil. Les régimes publics d'assurance maladie couvrent généralement les études du sommeil en laboratoire sur recommandation d'un médecin.",
        },
      ],
    },
  ],
};
