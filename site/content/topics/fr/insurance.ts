/** Insurance: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'insurance_providers_canada',
  title: 'Assureurs au Canada',
  description:
    'Assureurs auto, habitation, locataire et vie au Canada comparés : couverture, rabais, franchises, soutien aux réclamations et recours en cas de différend.',
  tagline:
    'Des assureurs auto, habitation, locataire et vie au Canada comparés selon la couverture, le prix et le service des réclamations.',
  trustNote: 'Données sur les contrats mises à jour chaque semaine.',
  compare: {
    title: 'Comparer les assureurs',
    description:
      "Sélectionnez jusqu'à trois assureurs pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Liste de vérification en assurance',
      cards: [
        {
          title: 'Montants de garantie',
          body: "La plupart des provinces exigent une assurance responsabilité civile d'au moins 200 000 $ en assurance auto (50 000 $ au Québec), mais des montants de 1 ou 2 millions de dollars sont courants et coûtent souvent à peine plus. La Colombie-Britannique, la Saskatchewan et le Manitoba offrent l'assurance auto de base par l'entremise d'assureurs publics; au Québec, la SAAQ indemnise les blessures et les assureurs privés couvrent les dommages matériels.",
        },
        {
          title: 'Franchises',
          body: 'Faire passer une franchise de 500 $ à 1 000 $ réduit généralement votre prime. Choisissez un montant que vous pourriez payer demain à même votre épargne.',
        },
        {
          title: 'Soutien aux réclamations',
          body: "Si un différend avec un assureur habitation ou auto n'est pas réglé à l'interne, le Service de conciliation en assurance de dommages (SCAD) l'examine gratuitement; l'Ombudsman des assurances de personnes (OAP) s'occupe de l'assurance vie et santé. Au Québec, adressez-vous plutôt à l'Autorité des marchés financiers (AMF). La SIMA et Assuris protègent les assurés si un assureur fait faillite.",
        },
      ],
    },
  ],
};
