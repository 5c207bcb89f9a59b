/** Credit cards: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'credit_card_providers_canada',
  title: 'Meilleures cartes de crédit au Canada',
  description:
    'Cartes de crédit canadiennes voyage, remise en argent et sans frais comparées : récompenses, frais annuels, revenu exigé et frais de conversion de devises.',
  tagline:
    'Des cartes canadiennes voyage, remise en argent et sans frais annuels comparées selon les récompenses, les frais et le revenu exigé.',
  compare: {
    title: 'Comparer les cartes de crédit',
    description:
      "Sélectionnez jusqu'à trois cartes pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Avant de faire une demande',
      cards: [
        {
          title: 'Les intérêts avant les récompenses',
          body: "La plupart des cartes canadiennes ont un taux d'intérêt d'environ 20 % à 21 % sur les achats, et plus élevé encore sur les avances de fonds : laisser un solde impayé efface donc toute récompense. Si vous payez le solde en entier, vos nouveaux achats ne coûtent aucun intérêt.",
        },
        {
          title: 'Exigences de revenu',
          body: 'Les cartes Visa Infinite exigent généralement un revenu personnel de 60 000 $ ou familial de 100 000 $, et les cartes Mastercard World Elite, de 80 000 $ ou de 150 000 $. Les cartes haut de gamme coûtent souvent de 120 $ à 160 $ par année.',
        },
        {
          title: 'Frais de conversion de devises',
          body: "La plupart des cartes canadiennes ajoutent environ 2,5 % aux achats faits dans d'autres devises. Si vous voyagez souvent, une carte sans ces frais peut vous faire économiser davantage qu'un taux d'accumulation plus élevé.",
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Vos protections',
      paragraphs: [
        "L'Agence de la consommation en matière financière du Canada (ACFC) surveille les émetteurs de cartes sous réglementation fédérale. Les émetteurs doivent accorder un délai de grâce sans intérêt d'au moins 21 jours sur les nouveaux achats quand vous payez votre solde en entier, et annoncer à l'avance tout changement de taux ou de frais.",
        "Les politiques de responsabilité zéro de Visa et de Mastercard couvrent les transactions non autorisées que vous signalez rapidement. Si votre banque ne règle pas une plainte, vous pouvez la soumettre sans frais à l'Ombudsman des services bancaires et d'investissement (OSBI).",
      ],
    },
  ],
};
