/** GLP-1 programs: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'glp1_providers_canada',
  title: 'Meilleurs programmes de perte de poids GLP-1 au Canada',
  description:
    'Programmes virtuels de perte de poids GLP-1 au Canada : accès à un prescripteur, livraison en pharmacie, aide à la couverture, accompagnement, sécurité.',
  tagline: 'Prescripteurs autorisés au Canada, livraison en pharmacie et accompagnement comparés, province par province.',
  compare: {
    title: 'Comparer les programmes',
    description:
      "Sélectionnez jusqu'à trois programmes pour comparer côte à côte le prix, la promo, la note et les caractéristiques.",
    oneProviderPrompt: {
      title: 'Sélectionnez au moins deux cliniques pour activer la comparaison côte à côte',
      hint: 'Ajoutez un autre fournisseur pour afficher le tableau comparatif complet',
    },
  },
  sections: [
    {
      kind: 'cards',
      title: 'Avant de vous inscrire',
      cards: [
        {
          title: 'Un prescripteur autorisé dans votre province',
          body: "Le prescripteur doit être autorisé à exercer là où vous habitez, et plusieurs programmes ne desservent que certaines provinces. Il vous demandera habituellement des analyses de laboratoire récentes avant de prescrire ou de renouveler l'ordonnance.",
        },
        {
          title: 'Coût mensuel total',
          body: "Ajoutez les frais du programme, s'il y en a, au prix en pharmacie. Sans couverture, Wegovy a généralement coûté plusieurs centaines de dollars canadiens par mois, selon la dose.",
        },
        {
          title: 'Médicaments autorisés par Santé Canada',
          body: "Wegovy et Saxenda sont autorisés pour la gestion chronique du poids, et Ozempic et Mounjaro, pour le diabète de type 2. Votre prescripteur décide lequel vous convient, s'il y a lieu.",
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions fréquentes sur les programmes GLP-1',
      items: [
        {
          question: 'Combien de temps faut-il pour voir des résultats?',
          answer:
            "On commence par une faible dose, qu'on augmente par paliers, habituellement toutes les quatre semaines : atteindre la pleine dose peut donc prendre de quatre à cinq mois. Dans les principaux essais cliniques, la perte de poids moyenne était d'environ 15 % à 21 % du poids corporel après 68 à 72 semaines, avec de grands écarts d'une personne à l'autre. Votre clinicien vous dira à quoi vous attendre dans votre situation.",
        },
        {
          question: 'Les médicaments GLP-1 sont-ils sûrs?',
          answer:
            "Ce sont des médicaments autorisés, aux risques connus. Les nausées, les vomissements, la diarrhée et la constipation sont fréquents, surtout pendant l'augmentation de la dose; la pancréatite et les problèmes de vésicule biliaire sont plus rares. Les personnes qui ont des antécédents personnels ou familiaux de cancer médullaire de la thyroïde ou de néoplasie endocrinienne multiple de type 2 (NEM 2), ou qui sont enceintes, ne devraient pas les prendre : c'est pourquoi un clinicien examine d'abord vos antécédents.",
        },
        {
          question: 'Les médicaments GLP-1 pour la perte de poids sont-ils couverts au Canada?',
          answer:
            "Les régimes publics d'assurance médicaments ne couvrent généralement pas les GLP-1 pour la seule gestion du poids, mais certains les couvrent pour le diabète de type 2 selon des critères précis. Les régimes privés et les régimes collectifs varient, et bon nombre exigent une autorisation préalable. Renseignez-vous auprès de votre assureur avant le premier achat en pharmacie, ou demandez au programme de vérifier pour vous.",
        },
        {
          question: "Que se passe-t-il si j'arrête de prendre un GLP-1?",
          answer:
            "L'appétit revient habituellement, et la plupart des gens reprennent du poids. Dans le suivi d'un grand essai sur le sémaglutide, les participants avaient repris environ les deux tiers du poids perdu dans l'année suivant l'arrêt. Planifiez tout changement avec votre clinicien, qui pourra ajuster la dose graduellement et vous aider à prendre des habitudes pour maintenir vos progrès.",
        },
      ],
    },
  ],
};
