/** Supplements: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'supplement_providers_canada',
  title: 'Guide des suppléments fondés sur des données probantes au Canada',
  description:
    'Suppléments homologués par Santé Canada : marques classées pour les Canadiens, combinaisons par objectif et liste de vérification qui commence par le NPN.',
  tagline: 'Marques canadiennes homologuées et combinaisons par objectif, avec ce que la recherche montre et ne montre pas.',
  compare: {
    title: 'Comparer les marques de suppléments',
    description: "Sélectionnez jusqu'à trois marques pour comparer côte à côte le prix, la promo, la note et les analyses.",
  },
  sections: [
    {
      kind: 'cards',
      title: "Avant d'acheter",
      cards: [
        {
          title: 'Cherchez le NPN',
          body: "Santé Canada évalue les produits de santé naturels avant leur vente et attribue à chaque produit homologué un numéro de produit naturel (NPN) à huit chiffres, inscrit sur l'étiquette.",
        },
        {
          title: 'Des sceaux indépendants',
          body: "Un NPN confirme une homologation, pas l'analyse d'un lot. Les sceaux USP, NSF ou Informed Choice, ou un certificat d'analyse, ajoutent des vérifications indépendantes.",
        },
        {
          title: 'Informez-vous sur les interactions',
          body: "Certains suppléments modifient l'effet des médicaments, comme la vitamine K avec la warfarine ou la berbérine avec les médicaments contre le diabète. Vérifiez d'abord auprès de votre médecin ou de votre pharmacien.",
        },
      ],
    },
    {
      kind: 'stacks',
      title: 'Combinaisons de suppléments par objectif',
      intro:
        "Des combinaisons courantes selon l'objectif, pas des ordonnances. Certaines de ces marques sont expédiées des États-Unis : cherchez un NPN sur l'étiquette canadienne, et passez toute combinaison en revue avec votre clinicien.",
      stacks: [
        {
          name: 'Longévité et santé cellulaire',
          description:
            "Souvent utilisée par les personnes qui s'intéressent au vieillissement en santé, cette combinaison associe un précurseur du NAD+ aux oméga-3 et à la vitamine D. Des études chez l'humain montrent que le nicotinamide riboside augmente le taux de NAD+ dans le sang, mais les données sur les effets à long terme sur la santé restent limitées.",
          products: [
            { name: 'Tru Niagen Nicotinamide Riboside', url: 'https://www.truniagen.com/' },
            { name: 'Nordic Naturals Ultimate Omega', url: 'https://www.nordicnaturals.com/' },
            { name: 'Thorne Vitamin D + K2', url: 'https://www.thorne.com/' },
          ],
        },
        {
          name: 'Soutien métabolique',
          description:
            "Souvent choisie par les personnes qui surveillent leur glycémie et leur santé métabolique, en complément de l'alimentation, de l'exercice et des conseils de leur clinicien. La berbérine, le magnésium et les fibres de psyllium ont été étudiés dans des essais chez l'humain, avec des résultats modestes et variables; la berbérine peut interagir avec les médicaments qui abaissent la glycémie.",
          products: [
            { name: 'Thorne Berberine', url: 'https://www.thorne.com/' },
            { name: 'Pure Encapsulations Magnesium (glycinate)', url: 'https://www.pureencapsulations.com/' },
            { name: 'Metamucil Psyllium Fiber', url: 'https://www.metamucil.com/' },
          ],
        },
        {
          name: 'Performance et récupération',
          description:
            "Populaire auprès des personnes qui s'entraînent régulièrement et veulent combler leurs besoins en protéines, en créatine et en hydratation. La créatine monohydratée est l'un des suppléments sportifs les plus étudiés, et les options NSF Certified for Sport ajoutent des analyses par un tiers.",
          products: [
            { name: 'Momentous Creatine', url: 'https://www.livemomentous.com/' },
            { name: 'Thorne Whey Protein Isolate', url: 'https://www.thorne.com/' },
            { name: 'LMNT Electrolyte Drink Mix', url: 'https://drinklmnt.com/' },
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      title: "Liste de vérification avant d'acheter",
      items: [
        "Un NPN de Santé Canada à huit chiffres sur l'étiquette",
        "Un sceau d'analyse par un tiers (USP, NSF ou Informed Choice) ou un certificat d'analyse publié",
        'Des doses transparentes : la quantité de chaque ingrédient par portion, sans mélange exclusif',
        "Une forme et une dose qui correspondent à la recherche chez l'humain, comme 3 à 5 g de créatine monohydratée par jour",
        "Un numéro de lot et une date de péremption sur l'étiquette",
        'Un prix par portion quotidienne, en dollars canadiens, que vous pourrez assumer à long terme',
      ],
    },
  ],
};
