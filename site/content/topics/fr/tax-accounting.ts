/** Tax and accounting software: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'tax_accounting_providers_canada',
  title: "Logiciels d'impôt et de comptabilité au Canada",
  description:
    "Logiciels d'impôt homologués IMPÔTNET et outils comptables pour PME au Canada comparés : prix, Préremplir ma déclaration, TPS/TVH et aide d'experts.",
  tagline:
    "Des logiciels d'impôt homologués IMPÔTNET et des outils de tenue de livres comparés selon le prix, l'automatisation et l'aide offerte.",
  trustNote: 'Renseignements sur la conformité fiscale revus chaque trimestre.',
  compare: {
    title: "Comparer les logiciels d'impôt et de comptabilité",
    description:
      "Sélectionnez jusqu'à trois outils pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Ce qu'il faut vérifier",
      intro:
        'Les résidents du Québec produisent aussi une déclaration provinciale auprès de Revenu Québec : vérifiez que le logiciel la prend en charge.',
      cards: [
        {
          title: 'Automatisation',
          body: "Un logiciel homologué IMPÔTNET peut importer vos feuillets avec le service Préremplir ma déclaration de l'ARC et transmettre votre déclaration directement. Les outils comptables récupèrent les flux bancaires et font le suivi des reçus.",
        },
        {
          title: 'Collaboration',
          body: 'Cherchez des déclarations familiales qui optimisent les crédits entre conjoints, une révision facultative par un expert et un accès à vos livres pour votre comptable.',
        },
        {
          title: 'Conformité',
          body: "Une entreprise doit s'inscrire aux fins de la TPS/TVH dès que ses ventes taxables dépassent 30 000 $ sur quatre trimestres consécutifs. Conservez vos registres six ans, et produisez votre déclaration au plus tard le 30 avril, ou le 15 juin si vous êtes travailleur autonome; tout solde dû doit être payé au plus tard le 30 avril.",
        },
      ],
    },
  ],
};
