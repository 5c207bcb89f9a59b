/** Telehealth services: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'telehealth_providers_canada',
  title: 'Meilleurs services de télésanté au Canada',
  description:
    "Soins virtuels au Canada : couverture provinciale, coût des visites privées, ordonnances et attente, des applications jour et nuit aux régimes d'employeurs.",
  tagline:
    "Médecins et infirmières praticiennes spécialisées (IPS) en ligne comparés selon la couverture provinciale, les frais et les délais d'attente.",
  compare: {
    title: 'Comparer les services de télésanté',
    description:
      "Sélectionnez jusqu'à trois services de télésanté pour comparer côte à côte le prix des visites, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Comment choisir un service de télésanté',
      cards: [
        {
          title: 'Couverture provinciale',
          body: "Les régimes provinciaux couvrent certaines visites virtuelles avec un clinicien autorisé dans votre province, selon des règles qui varient d'une province à l'autre. En dehors de ces règles, une visite privée coûte souvent de 40 $ à 100 $ environ.",
        },
        {
          title: 'Avantages sociaux au travail',
          body: 'Bien des employeurs incluent un service de soins virtuels dans leur assurance collective. Vérifiez la vôtre avant de payer à la visite.',
        },
        {
          title: 'Ordonnances et analyses',
          body: "Les ordonnances sont envoyées à la pharmacie de votre choix ou livrées à domicile. Les demandes d'analyses et les demandes de consultation ne valent généralement que dans la province du prescripteur.",
        },
        {
          title: 'Continuité et confidentialité',
          body: 'Demandez si les notes de visite sont transmises à votre médecin de famille. Les dossiers de santé sont protégés par les lois provinciales sur les renseignements de santé et par la LPRPDE.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Quand utiliser la télésanté',
      cards: [
        {
          title: 'Ce qui se prête bien à la télésanté',
          body: "Le rhume, les éruptions cutanées, la conjonctivite, les symptômes urinaires, le renouvellement d'ordonnances et les séances de thérapie se prêtent souvent bien à une visite par vidéo ou par clavardage.",
        },
        {
          title: 'Consultez en personne',
          body: "Les problèmes qui exigent un examen physique, de l'imagerie ou des points de suture, comme une possible fracture ou une douleur au ventre, nécessitent une visite en personne. Un bon service vous dit quand c'est le cas.",
        },
        {
          title: 'Urgences',
          body: "En cas de douleur à la poitrine, de difficulté à respirer, de signes d'AVC ou d'autre urgence, composez le 911. Pour savoir si vous devez consulter en personne, la plupart des provinces offrent une ligne infirmière gratuite au 811.",
        },
      ],
    },
  ],
};
