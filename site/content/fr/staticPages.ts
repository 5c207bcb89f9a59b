/** The four static pages in Canadian French (fr-CA): the twins of ../staticPages.ts, at /fr/about, /fr/privacy, /fr/cookies, /fr/contact. */
import { CONTACT_EMAILS, PRIVACY_OFFICER, type StaticPageContent } from '../staticPages';
import { METHOD_STATS } from '../methodStats';

const about: StaticPageContent = {
  path: '/about',
  title: 'À propos de Worthy',
  metaTitle: 'À propos de Worthy : évaluation, notation et classement',
  description:
    'Qui nous sommes, notre notation transparente, la fréquence de mise à jour des données, la mention des placements commandités et notre politique éditoriale.',
  lead: 'Worthy vous aide à découvrir ce qui vaut votre temps, votre argent et votre santé. Nous comparons des services de santé, de finances, numériques et de mode de vie avec une notation transparente, des données datées et une mention claire de tout ce qui est payé.',
  sections: [
    {
      title: 'Qui nous sommes',
      paragraphs: [
        "Worthy est un site d'évaluations indépendant. Nos rédacteurs étudient des fournisseurs dans quatre domaines, soit la santé, les finances, le numérique et le mode de vie, pour les lecteurs des États-Unis et du Canada.",
        "Nous lisons les modalités, les prix publiés et les petits caractères, puis nous comparons le tout en un seul endroit, pour que vous n'ayez pas à ouvrir vingt onglets pour prendre une seule décision.",
      ],
    },
    {
      title: "Notre méthode d'évaluation",
      paragraphs: [
        "Chaque liste a sa propre méthode de notation, publiée : de trois à six critères adaptés au sujet, chacun avec une pondération et un barème qui précise ce qui vaut un 5 et ce qui vaut un 1. Un réseau privé virtuel (VPN) est noté sur sa confidentialité auditée et sur son prix après le renouvellement; un compte d'épargne, sur son taux, ses frais et l'assurance-dépôts. Chaque page de sujet présente ses critères, ses pondérations et ses barèmes sous « Notre méthode de notation ».",
        "Quand un critère mesure ce qu'un fournisseur déclare, comme un prix, des frais, un taux ou un nombre d'appareils, sa note est calculée d'après ce fait, selon la formule publiée avec la méthode : chacun peut la recalculer à partir des faits de la page d'évaluation. Les autres critères relèvent du jugement de la rédaction selon le barème, et chacune de ces notes est motivée en une phrase. La note globale d'un fournisseur est la moyenne pondérée de ses notes, affichée à deux décimales, et « Détail de la note », sur sa fiche, montre chaque note, sa pondération et ce sur quoi elle repose.",
        ...methodFigures(),
        "Les listes sont classées selon la note globale, de la plus élevée à la plus basse; les fournisseurs à égalité gardent notre ordre éditorial. Le fournisseur classé 1er porte la mention « Meilleur choix » parce qu'il a la note globale la plus élevée.",
      ],
      list: [
        "Notes : une par critère, de 0 à 5; calculée d'après les faits du fournisseur quand le critère en mesure un, sinon jugée selon le barème publié, avec sa raison.",
        "Faits : les données que l'on compare (prix, frais, taux, limites), chacune liée à la page où le fournisseur la déclare, avec sa date de vérification; « Non divulgué » quand les modalités consultées ne la précisent pas.",
        "Note globale : la moyenne pondérée des notes. Rien d'autre ne la fait varier.",
        'Points forts et points faibles : les forces et les faiblesses précises qui expliquent les notes.',
        "Date de vérification : le mois où un rédacteur a comparé pour la dernière fois le prix, le taux et l'offre du fournisseur avec ce que celui-ci publie.",
      ],
    },
    {
      title: 'Fréquence de mise à jour des données',
      paragraphs: [
        'Les prix, les taux et les offres changent sans cesse; nos données sont donc souvent actualisées : nous visons à revérifier chaque catégorie au rythme où elle change. Chaque fournisseur indique la date de sa dernière vérification (« Vérifié en novembre 2026 »), pour que vous puissiez voir à quel point chaque donnée est à jour.',
      ],
      list: [
        "Taux des comptes d'épargne et aubaines de voyage : nous visons à les revérifier chaque jour.",
        'Taux hypothécaires canadiens : deux fois par jour.',
        "Données des polices d'assurance et menus des services de livraison de repas : chaque semaine.",
        'Catalogues de cours en ligne : chaque mois.',
        "Renseignements sur la conformité fiscale et sélections des boîtes d'abonnement : chaque trimestre.",
        "Notes globales et classements : recalculés dès qu'une note change.",
      ],
    },
    {
      title: "Placements commandités et liens d'affiliation",
      paragraphs: [
        "La lecture de Worthy est gratuite. Quand vous suivez un lien vers un fournisseur et que vous vous inscrivez, nous pouvons toucher une commission. C'est ainsi que nous payons nos rédacteurs, et cette commission ne décide jamais du rang ni de la note d'un fournisseur.",
        'Les placements commandités sont toujours indiqués comme tels. Un fournisseur ne peut pas payer pour figurer dans une liste classée, pour y monter ni pour changer sa note : les rangs découlent des notes globales, et les notes globales découlent uniquement des notes publiées.',
      ],
    },
    {
      title: 'Politique éditoriale',
      paragraphs: [
        "Ces règles s'appliquent à chaque page que nous publions, ainsi qu'à chaque rédacteur et réviseur qui y travaille.",
      ],
      list: [
        "Indépendance : seuls les rédacteurs décident des notes. Notre équipe des partenariats n'a pas son mot à dire, et les fournisseurs ne voient jamais une note avant sa publication.",
        'Partenaires : la mention « Partenaire Worthy » signale un fournisseur dont les liens peuvent nous rapporter une commission. Une liste en compte au plus deux, la mention le précise sur la fiche, et elle ne change jamais une note ni une position.',
        "Offres : une « Promo » sur une fiche est une véritable offre (un rabais, une période gratuite, une prime ou un taux), telle que le fournisseur l'a publiée à la date de vérification; la description d'un produit n'est jamais présentée comme une promo.",
        `Corrections : si nous nous trompons, écrivez-nous à ${CONTACT_EMAILS.editorial}. Nous vérifions chaque signalement, corrigeons rapidement les erreurs confirmées et mettons à jour la date de vérification.`,
        "Contenu sur la santé : nous décrivons les services, les prix et les mesures de protection, jamais les résultats; nous disons clairement quand un médicament est une préparation magistrale plutôt qu'un produit autorisé par Santé Canada, et quand les données probantes sont préliminaires ou mitigées.",
        "Pas de conseils : nos évaluations sont de l'information générale, et non des conseils médicaux, financiers, juridiques ou fiscaux. Parlez de votre situation à un médecin ou à un professionnel des finances autorisé.",
      ],
    },
  ],
};

const privacy: StaticPageContent = {
  path: '/privacy',
  title: 'Politique de confidentialité',
  metaTitle: 'Politique de confidentialité | Worthy',
  description:
    'Ce que Worthy recueille, pourquoi, avec qui nous le partageons et comment exercer vos droits. Nous ne vendons jamais vos renseignements personnels.',
  lead: "Nous ne recueillons que ce dont nous avons besoin pour faire fonctionner Worthy et l'améliorer. Cette politique explique de quoi il s'agit, comment nous l'utilisons et quels choix s'offrent à vous.",
  sections: [
    {
      title: 'Ce que nous recueillons',
      paragraphs: ['Nous recueillons trois types de renseignements :'],
      list: [
        "Renseignements d'utilisation : les pages que vous visitez, les liens sur lesquels vous cliquez, le type de votre navigateur et de votre appareil, et un emplacement approximatif déduit de votre adresse IP.",
        'Renseignements que vous nous fournissez volontairement : ce que vous nous envoyez dans un formulaire ou un courriel, comme votre nom, votre adresse courriel et votre message.',
        "Données d'analyse et de témoins : des identifiants stockés dans des témoins et des technologies semblables, comme le décrit notre Politique sur les témoins.",
      ],
    },
    {
      title: 'Décomptes de clics',
      paragraphs: [
        "Quand vous ouvrez un fournisseur à partir de l'une de nos listes classées, ici ou dans une liste qu'un partenaire affiche sur son site, nous comptons ce clic : quelle liste, quel fournisseur, le rang qu'il occupait, le site de quel partenaire (s'il y a lieu), et si le clic a eu lieu sur Worthy ou sur le site d'un partenaire. Nous ne conservons que le nombre de ces clics par jour.",
        "Un décompte de clics ne contient rien à votre sujet : aucun témoin n'est créé ni lu pour l'établir, et aucun nom, identifiant, adresse IP ni détail sur l'appareil ou le navigateur n'est conservé avec lui. Il nous indique quels fournisseurs les lecteurs choisissent et nous permet de créditer nos partenaires, et il est impossible de remonter à qui que ce soit à partir de lui.",
      ],
    },
    {
      title: 'Comment nous les utilisons',
      paragraphs: ['Nous utilisons ces renseignements uniquement pour :'],
      list: [
        'exploiter le site, en assurer la sécurité et corriger les problèmes;',
        'comprendre quelles pages sont utiles et améliorer nos évaluations;',
        'répondre à vos messages et à vos demandes;',
        "confirmer auprès des partenaires d'affiliation les visites que nous leur envoyons (ils reçoivent un identifiant de clic, et non votre nom ni votre adresse courriel);",
        'respecter nos obligations légales.',
      ],
    },
    {
      title: 'Partage et vente',
      paragraphs: [
        'Nous ne vendons jamais vos renseignements personnels.',
        "Nous ne communiquons des renseignements qu'aux fournisseurs de services qui hébergent le site, mesurent la fréquentation ou envoient des courriels pour nous, en vertu de contrats qui limitent leur utilisation à ce service, ainsi qu'aux autorités lorsque la loi l'exige.",
      ],
    },
    {
      title: 'Durée de conservation',
      paragraphs: [
        "Nous conservons les données d'analyse jusqu'à 26 mois et la correspondance aussi longtemps qu'il le faut pour vous répondre, puis nous les supprimons ou les anonymisons. Worthy ne s'adresse pas aux enfants de moins de 16 ans, et nous ne recueillons pas sciemment leurs renseignements.",
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        "Selon l'endroit où vous vivez, notamment en vertu des lois sur la protection des renseignements personnels de la Californie et du Canada, vous pouvez demander d'accéder à vos renseignements personnels, de les corriger ou de les supprimer, d'en recevoir une copie ou de vous opposer à l'usage que nous en faisons. Vous pouvez retirer en tout temps votre consentement aux témoins de performance et de marketing.",
        "Nous répondons à chaque demande dans un délai de 30 jours. Nous pourrions d'abord vous demander de confirmer votre identité, et nous ne vous traiterons jamais différemment parce que vous exercez ces droits.",
      ],
    },
    {
      title: 'Responsable de la protection des renseignements personnels',
      paragraphs: [
        `Le responsable de la protection des renseignements personnels de Worthy veille à l'application de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25) et répond de notre conformité à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada. Vous pouvez le joindre à ${PRIVACY_OFFICER.email}.`,
      ],
    },
    {
      title: 'Où vont vos renseignements',
      paragraphs: [
        "Les fournisseurs de services qui hébergent le site, mesurent la fréquentation et envoient des courriels pour nous peuvent conserver ou traiter vos renseignements à l'extérieur du Québec et du Canada, notamment aux États-Unis. Avant de communiquer des renseignements personnels à l'extérieur du Québec, nous évaluons s'ils y bénéficieront d'une protection adéquate, et chaque fournisseur est lié par un contrat écrit qui l'oblige à les protéger et à ne les utiliser que pour le service qu'il nous rend. Des renseignements conservés dans un autre pays peuvent être accessibles aux tribunaux et aux autorités de ce pays en vertu de ses lois.",
      ],
    },
    {
      title: 'Sécurité et incidents',
      paragraphs: [
        "Nous protégeons les renseignements personnels par des mesures adaptées à leur sensibilité : connexions chiffrées, accès limité aux personnes qui en ont besoin et fournisseurs de services tenus aux mêmes exigences. Si un incident de confidentialité présente un risque de préjudice sérieux, nous en avisons les personnes concernées ainsi que la Commission d'accès à l'information du Québec ou le Commissariat à la protection de la vie privée du Canada, comme la loi l'exige, et nous tenons un registre des incidents.",
      ],
    },
    {
      title: 'Porter plainte',
      paragraphs: [
        `Adressez-vous d'abord à notre responsable de la protection des renseignements personnels à ${PRIVACY_OFFICER.email} : nous accusons réception de chaque plainte et y répondons dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la Commission d'accès à l'information du Québec (cai.gouv.qc.ca) si vous habitez au Québec, ou du Commissariat à la protection de la vie privée du Canada (priv.gc.ca) ailleurs au Canada. Les résidents d'autres régions peuvent s'adresser à leur propre autorité de protection des renseignements personnels.`,
      ],
    },
    {
      title: 'Contact',
      paragraphs: [
        `Envoyez vos demandes et vos questions sur la confidentialité à ${PRIVACY_OFFICER.email} en inscrivant « Demande relative à la confidentialité » dans l'objet.`,
      ],
    },
  ],
};

const cookies: StaticPageContent = {
  path: '/cookies',
  title: 'Politique sur les témoins',
  metaTitle: 'Politique sur les témoins | Worthy',
  description:
    'Témoins essentiels, de performance et de marketing de Worthy : le rôle de chacun et comment les gérer dans notre bannière de témoins ou votre navigateur.',
  lead: "Les témoins sont de petits fichiers qu'un site Web enregistre dans votre navigateur. Nous les utilisons, ainsi que d'autres moyens de stockage semblables du navigateur, à trois fins, et c'est vous qui décidez lesquels, au-delà des essentiels, nous pouvons utiliser.",
  sections: [
    {
      title: 'Témoins essentiels',
      paragraphs: [
        'Ces témoins assurent le fonctionnement du site et ne peuvent pas être désactivés. Ils protègent les pages et les formulaires contre les abus, permettent aux connexions sécurisées de fonctionner et mémorisent votre choix de témoins pour que nous ne vous le redemandions pas à chaque page.',
      ],
    },
    {
      title: 'Témoins de performance',
      paragraphs: [
        "Ces témoins nous indiquent quelles pages sont lues, comment les visiteurs passent de l'une à l'autre et à quelle vitesse les pages se chargent. Nous examinons ces données de façon globale pour améliorer le site, jamais pour vous identifier. Ils ne sont installés que si vous les autorisez.",
      ],
    },
    {
      title: 'Témoins de marketing',
      paragraphs: [
        "Ces témoins enregistrent que votre visite chez un fournisseur provient de Worthy, pour que cette visite puisse nous être attribuée, et nous aident à mesurer l'efficacité de nos campagnes. Ils peuvent être installés par nos partenaires d'affiliation, et seulement si vous les autorisez.",
      ],
    },
    {
      title: "Les décomptes de clics n'utilisent aucun témoin",
      paragraphs: [
        "Nous comptons, par jour, combien de fois les lecteurs ouvrent chaque fournisseur à partir de nos listes, pour savoir quels fournisseurs ils choisissent et pouvoir créditer nos partenaires. Ce décompte n'utilise aucun témoin ni aucun autre stockage du navigateur, et ne conserve rien à votre sujet; il ne dépend donc pas de vos choix de témoins. Notre Politique de confidentialité précise exactement ce que contient un décompte de clics.",
      ],
    },
    {
      title: 'Gérer vos témoins',
      paragraphs: [
        "C'est dans la bannière de témoins que vous choisissez quels témoins de performance et de marketing nous utilisons. Pour modifier votre choix plus tard, utilisez le bouton « Gérer les préférences de témoins » sur cette page.",
        'Vous pouvez aussi bloquer ou supprimer les témoins dans les paramètres de votre navigateur. Bloquer les témoins essentiels peut empêcher certaines parties du site de fonctionner.',
      ],
    },
  ],
};

const contact: StaticPageContent = {
  path: '/contact',
  title: 'Nous joindre',
  metaTitle: 'Joindre Worthy : rédaction, partenariats et soutien',
  description:
    "Joignez l'équipe de Worthy pour une correction, un partenariat ou du soutien sur le site. Écrivez à la bonne adresse : réponse en deux jours ouvrables.",
  lead: "Écrivez à l'adresse qui correspond à votre question, et un membre de notre équipe vous répondra dans un délai de deux jours ouvrables.",
  sections: [
    {
      title: 'Rédaction',
      paragraphs: [
        `Écrivez à ${CONTACT_EMAILS.editorial} pour signaler une erreur ou un prix périmé, suggérer un fournisseur ou un sujet que nous devrions évaluer, ou envoyer une demande des médias.`,
      ],
    },
    {
      title: 'Partenariats',
      paragraphs: [
        `Écrivez à ${CONTACT_EMAILS.partnerships} au sujet des programmes d'affiliation, des placements commandités ou pour devenir Partenaire Worthy. Un partenariat n'achète jamais une note ni un rang.`,
      ],
    },
    {
      title: 'Soutien',
      paragraphs: [
        `Écrivez à ${CONTACT_EMAILS.support} si quelque chose ne fonctionne pas sur le site, ou pour faire une demande relative à la confidentialité ou aux témoins.`,
      ],
    },
    {
      title: "Avant d'écrire",
      paragraphs: [
        "Nous ne pouvons pas donner de conseils médicaux ou financiers personnalisés, et nous ne pouvons ni consulter ni modifier votre compte auprès d'un fournisseur. Pour la facturation, les commandes ou les ordonnances, communiquez directement avec le fournisseur.",
      ],
    },
  ],
};

export const staticPagesFr: Record<StaticPageContent['path'], StaticPageContent> = {
  '/about': about,
  '/privacy': privacy,
  '/cookies': cookies,
  '/contact': contact,
};

/** Les chiffres des données intégrées, comptés à la construction du site (../methodStats.ts). */
function methodFigures(): string[] {
  if (!METHOD_STATS) return [];
  const { computedShare: share, partnerFirst, lists } = METHOD_STATS;
  return [
    `Part de la pondération calculée d'après les faits : ${share.health} % dans nos listes santé, ${share.finance} % en finances, ${share.digital} % en numérique et ${share.lifestyle} % en mode de vie. Un partenaire Worthy, qui peut nous verser une commission, est 1er dans ${partnerFirst} de nos ${lists} listes; il y est grâce à sa note globale, que le partenariat ne change jamais.`,
  ];
}
