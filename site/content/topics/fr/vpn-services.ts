/** VPN services: the words of the French Canada page (fr-CA). */
import type { TopicWords } from '../../types';

export const canadaFr: TopicWords = {
  listKey: 'vpn_providers_canada',
  title: 'Meilleurs réseaux privés virtuels (VPN) pour les Canadiens',
  description:
    'Les meilleurs VPN pour les Canadiens comparés : vitesse des serveurs à Toronto, Montréal et Vancouver, non-journalisation auditée et prix en $ CA.',
  tagline:
    'Des VPN aux serveurs rapides à Toronto, à Montréal et à Vancouver, avec une politique de non-journalisation auditée par des tiers indépendants et des prix en dollars canadiens.',
  compare: {
    title: 'Comparer les services VPN',
    description:
      "Sélectionnez jusqu'à trois services VPN pour comparer côte à côte le prix en dollars canadiens, la promo, la note et les caractéristiques.",
  },
  sections: [
    {
      kind: 'cards',
      title: 'Ce que les Canadiens devraient vérifier',
      cards: [
        {
          title: 'Politique de non-journalisation auditée',
          body: "Le Canada partage des renseignements avec les autres pays de l'alliance Five Eyes : ce qu'un VPN conserve compte donc plus que l'endroit où il est établi. Cherchez un audit indépendant récent et des serveurs en mémoire vive seulement.",
        },
        {
          title: 'Serveurs au Canada',
          body: "Des serveurs à Toronto, à Montréal et à Vancouver réduisent la latence et préservent l'essentiel de votre vitesse. Ils vous permettent aussi d'accéder aux catalogues de diffusion en continu et aux sites bancaires canadiens quand vous êtes en voyage.",
        },
        {
          title: 'Prix en dollars canadiens',
          body: "Bien des VPN facturent en dollars américains : le prix varie donc avec le taux de change, et la plupart des cartes ajoutent des frais de conversion de devises de 2,5 %. Vérifiez la devise à la caisse, et le prix de renouvellement avant de payer deux ans d'avance.",
        },
      ],
    },
  ],
};
