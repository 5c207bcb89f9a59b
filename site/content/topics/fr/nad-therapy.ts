/** NAD+ therapy: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'nad_providers_canada',
  title: 'Meilleurs fournisseurs de thérapie au NAD+ au Canada',
  description:
    'Cliniques IV de NAD+ et suppléments de NR ou de NMN offerts au Canada : prix, évaluation, homologation par Santé Canada et données probantes honnêtes.',
  tagline:
    "Cliniques IV canadiennes et suppléments homologués comparés selon le prix, l'évaluation préalable et les données probantes.",
  compare: {
    title: 'Comparer les fournisseurs de NAD+',
    description:
      "Sélectionnez jusqu'à trois fournisseurs pour comparer côte à côte le prix, la promo, la note et le mode d'administration.",
    oneProviderPrompt: {
      title: 'Sélectionnez au moins deux cliniques pour activer la comparaison côte à côte',
      hint: 'Ajoutez un autre fournisseur pour afficher le tableau comparatif complet',
    },
  },
  lead: [
    {
      kind: 'prose',
      title: "Le NAD+ : ce que c'est et ce qu'il pourrait faire",
      paragraphs: [
        "Le NAD+ (nicotinamide adénine dinucléotide) est une coenzyme présente dans chaque cellule. Il aide à transformer les aliments en énergie et sert à des enzymes qui participent à la réparation de l'ADN et à l'entretien des cellules, comme les sirtuines et les PARP.",
        "Le taux de NAD+ diminue avec l'âge dans plusieurs tissus, d'où l'intérêt qu'il suscite pour le vieillissement en santé, l'énergie et la récupération. Des études chez l'humain montrent que des précurseurs comme le nicotinamide riboside (NR) et le nicotinamide mononucléotide (NMN) augmentent le taux de NAD+ dans le sang. Les données selon lesquelles cela améliorerait l'énergie, les fonctions cognitives ou le vieillissement lui-même chez l'humain restent préliminaires et contradictoires.",
        "Les perfusions et les injections de NAD+ ne sont autorisées pour traiter ni le vieillissement ni aucune maladie. Une perfusion IV administrée trop vite peut causer des bouffées de chaleur, des nausées ou une oppression à la poitrine : un clinicien devrait donc vous évaluer d'abord. Parlez-en à votre médecin avant de commencer, surtout si vous êtes enceinte, avez une maladie chronique ou prenez d'autres médicaments.",
      ],
    },
  ],
  sections: [
    {
      kind: 'brands',
      title: 'Marques de suppléments de NAD+',
      intro:
        'Les prix indiqués sont des prix courants en dollars américains; les prix canadiens, les frais de livraison et les droits de douane varient. Les produits vendus au Canada devraient porter un NPN de Santé Canada à huit chiffres.',
      brands: [
        {
          label: 'Top Rated',
          brand: 'Tru Niagen',
          product: 'Tru Niagen Nicotinamide Riboside (NR)',
          priceRange: '45 à 60 $ US',
          url: 'https://www.truniagen.com/',
          summary:
            "Du nicotinamide riboside de l'entreprise qui a mis au point l'ingrédient Niagen, étudié dans plusieurs essais publiés chez l'humain.",
        },
        {
          label: 'Best Value',
          brand: 'Renue by Science',
          product: 'NMN (capsules, poudre et liposomal)',
          priceRange: '35 à 50 $ US',
          url: 'https://renuebyscience.com/',
          summary: "Du NMN vendu en plusieurs formats, avec des certificats d'analyse de tiers publiés pour ses produits.",
        },
        {
          label: 'Premium',
          brand: 'Elysium Health',
          product: 'Basis (NR + ptérostilbène)',
          priceRange: '60 à 70 $ US',
          url: 'https://www.elysiumhealth.com/',
          summary:
            'Associe le nicotinamide riboside au ptérostilbène; mis au point avec un comité consultatif scientifique formé de chercheurs universitaires.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Choisir un fournisseur de NAD+',
      cards: [
        {
          title: 'Des cliniciens réglementés',
          body: 'Au Canada, la thérapie IV est administrée par des médecins, des infirmières ou, dans certaines provinces, des naturopathes, selon les règles de leur ordre professionnel. Demandez qui supervise les traitements et comment on vous évalue.',
        },
        {
          title: 'Prix par séance',
          body: "Les perfusions IV de NAD+ coûtent couramment de 300 $ à 1 000 $ ou plus la séance, et les régimes publics d'assurance maladie ne les couvrent pas. Les suppléments oraux coûtent habituellement beaucoup moins cher par mois.",
        },
        {
          title: 'Des produits homologués',
          body: "Santé Canada homologue les suppléments avant leur vente et leur attribue un NPN à huit chiffres. Les produits expédiés de l'étranger n'en ont pas toujours un.",
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Questions fréquentes sur la thérapie au NAD+',
      items: [
        {
          question: 'Quelle est la différence entre les perfusions IV, les injections et les suppléments?',
          answer:
            "Les perfusions IV administrent le NAD+ directement dans une veine, en une à quatre heures, en clinique ou à domicile avec une infirmière. Les injections sont plus courtes et peuvent se faire à domicile après une consultation en télésanté. Les suppléments oraux de NR et de NMN sont l'option la moins chère et la mieux étudiée pour augmenter le taux de NAD+ dans le sang.",
        },
        {
          question: 'Combien coûte la thérapie au NAD+ au Canada?',
          answer:
            "Les séances IV coûtent couramment de 300 $ à 1 000 $ ou plus selon la dose et la clinique, et elles sont à vos frais, car les régimes publics ne les couvrent pas. Certains régimes d'assurance privés remboursent les consultations en naturopathie, mais rarement le produit lui-même. Les suppléments oraux de NR et de NMN coûtent habituellement de 45 $ à 95 $ par mois.",
        },
        {
          question: 'La thérapie au NAD+ est-elle sûre?',
          answer:
            "Le NR oral a été bien toléré aux doses étudiées dans les essais publiés chez l'humain. Le NAD+ par IV ou par injection a fait l'objet de moins de recherches; ses effets secondaires comprennent des bouffées de chaleur, des nausées, des maux de tête et des crampes, et il n'est pas recommandé pendant la grossesse. Un clinicien devrait examiner vos antécédents et vos médicaments avant tout traitement.",
        },
        {
          question: 'Vais-je me sentir différent avec la thérapie au NAD+?',
          answer:
            "Certaines personnes disent avoir plus d'énergie, mais les essais contrôlés chez l'humain n'ont pas montré de façon constante des bienfaits sur l'énergie, les fonctions cognitives ou les marqueurs du vieillissement. Augmenter le taux de NAD+ dans le sang n'équivaut pas à prouver un effet sur la santé. Voyez-y une expérience à discuter avec votre médecin, pas un remède.",
        },
      ],
    },
  ],
};
