/**
 * The French words of the Canada topic cards on the French hubs, one per Canada list. A card's
 * title is the list's French label (lib/i18n/fr-CA/lists.ts) and its icon the English card's of the
 * US twin (../topicCards.ts); where the US card names something American (FDIC, APY, IRAs, personal
 * loans), the Canada card says what the Canada list holds. Words follow lib/i18n/fr-CA/GLOSSARY.md
 * and are typeset where they are shown (plain spaces here).
 */
import type { CanadaListKey } from '../../../lib/model';

export const frenchCardWords: Record<
  CanadaListKey,
  { icon: string; description: string; niches: readonly [string, string, string, string]; badge?: string }
> = {
  glp1_providers_canada: {
    icon: '💉',
    description: "Programmes de gestion du poids encadrés par des cliniciens, avec ordonnance de GLP-1 lorsque c'est indiqué.",
    badge: 'Le plus populaire',
    niches: ['Sémaglutide', 'Tirzépatide', 'Analyses de laboratoire', 'Accompagnement'],
  },
  nad_providers_canada: {
    icon: '🧬',
    description:
      'Perfusions IV, injections et produits de NAD+ à prendre à la maison, avec le coût de chacun par séance ou par mois.',
    badge: 'Tendance',
    niches: ['Perfusions IV', 'Injections', 'NMN et NR', 'Cliniques'],
  },
  telehealth_providers_canada: {
    icon: '🩺',
    description: 'Soins urgents virtuels, soins de première ligne et ordonnances de cliniciens autorisés.',
    niches: ['Soins urgents', 'Première ligne', 'Ordonnances', 'Santé mentale'],
  },
  supplement_providers_canada: {
    icon: '💊',
    description:
      'Marques de suppléments testés par des tiers et combinaisons par objectif, avec ce que disent les données probantes.',
    niches: ['Testés par des tiers', 'Longévité', 'Métabolisme', 'Récupération'],
  },
  sleep_optimization_providers_canada: {
    icon: '🌙',
    description:
      'Appareils de suivi du sommeil, matelas intelligents et programmes de TCC-I comparés selon les données et le prix.',
    niches: ['Suivi du sommeil', 'Lits intelligents', 'Applications de TCC-I', 'Routines'],
  },
  fitness_providers_canada: {
    icon: '🏋️',
    description:
      "Applications d'entraînement en ligne et programmes avec accompagnement pour la musculation, le cardio et la mobilité.",
    niches: ['Musculation', 'Vélo', 'Yoga', 'Accompagnement'],
  },
  credit_card_providers_canada: {
    icon: '💳',
    description:
      'Cartes voyage, à remise en argent et sans frais annuels classées selon les récompenses, les frais et les primes de bienvenue.',
    badge: 'Le plus populaire',
    niches: ['Récompenses voyage', 'Remise en argent', 'Sans frais annuels', 'Transfert de solde'],
  },
  savings_account_providers_canada: {
    icon: '🏦',
    description: "Comptes d'épargne à intérêt élevé comparés selon le taux d'intérêt, les frais et la protection des dépôts.",
    badge: 'Taux élevé',
    niches: ['Intérêt élevé', 'Sans frais', 'Protégé par la SADC', 'Sans solde minimum'],
  },
  investment_providers_canada: {
    icon: '📈',
    description: 'Courtiers en ligne et conseillers-robots comparés selon les frais, les types de comptes et les outils.',
    niches: ['Courtiers en ligne', 'Conseillers-robots', 'CELI et REER', 'FNB'],
  },
  mortgage_loan_providers_canada: {
    icon: '🏠',
    description:
      'Banques, courtiers et prêteurs en ligne comparés selon les taux, les privilèges de remboursement anticipé et les pénalités.',
    niches: ['Taux fixe', 'Refinancement', 'Premiers acheteurs', 'Renouvellement'],
  },
  insurance_providers_canada: {
    icon: '🛡️',
    description: 'Assureurs auto, habitation, locataire et vie comparés selon la couverture, le prix et les réclamations.',
    niches: ['Auto', 'Habitation et locataire', 'Vie temporaire', 'Soutien aux réclamations'],
  },
  tax_accounting_providers_canada: {
    icon: '🧾',
    description:
      "Logiciels de déclaration de revenus et outils comptables pour petites entreprises, de l'option gratuite au service complet.",
    niches: ['Déclaration de revenus', 'Tenue de livres', 'Facturation', 'Paie'],
  },
  vpn_providers_canada: {
    icon: '🔒',
    description:
      "Réseaux privés virtuels (VPN) testés pour la vitesse, la politique de confidentialité, l'accès à la diffusion en continu et le nombre d'appareils.",
    badge: 'Essentiel',
    niches: ['Non-journalisation', 'Diffusion en continu', 'WireGuard', 'Plusieurs appareils'],
  },
  web_hosting_providers_canada: {
    icon: '🌐',
    description:
      'Hébergement mutualisé, WordPress géré et infonuagique comparés selon la disponibilité, la vitesse et le soutien.',
    niches: ['Mutualisé', 'WordPress', 'Infonuagique', 'Disponibilité'],
  },
  ai_saas_providers_canada: {
    icon: '🤖',
    description: "Assistants d'IA et logiciels de productivité pour la rédaction, les réunions, le code et les images.",
    badge: 'Tendance',
    niches: ['Assistants', 'Rédaction', 'Notes de réunion', 'Programmation'],
  },
  cybersecurity_providers_canada: {
    icon: '🛡️',
    description:
      "Antivirus, gestionnaires de mots de passe et protection de l'identité comparés selon la protection qu'ils offrent vraiment.",
    niches: ['Antivirus', 'Mots de passe', 'Identité', 'Forfaits familiaux'],
  },
  cloud_storage_providers_canada: {
    icon: '☁️',
    description: 'Stockage infonuagique et sauvegarde comparés selon le prix par téraoctet, le chiffrement et le partage.',
    niches: ['Sauvegarde', 'Chiffrement', 'Partage', 'Forfaits familiaux'],
  },
  developer_tools_providers_canada: {
    icon: '🛠️',
    description:
      "Plateformes d'hébergement, environnements de développement, intégration continue et surveillance pour les équipes qui développent des logiciels.",
    niches: ['Déploiement', 'Environnements de développement', 'Intégration continue', 'Surveillance'],
  },
  travel_booking_providers_canada: {
    icon: '✈️',
    description: "Sites de vols, d'hôtels et de forfaits comparés selon les prix, les frais et la souplesse.",
    badge: 'Populaire',
    niches: ['Vols', 'Hôtels', 'Forfaits', 'Alertes de prix'],
  },
  home_services_providers_canada: {
    icon: '🔧',
    description: 'Des professionnels vérifiés à réserver, des petits travaux aux rénovations en passant par le ménage.',
    niches: ['Petits travaux', 'Ménage', 'Rénovation', 'Professionnels vérifiés'],
  },
  online_education_providers_canada: {
    icon: '🎓',
    description: 'Plateformes de cours et certificats comparés selon la qualité, le prix et la valeur des titres obtenus.',
    niches: ['Certificats', 'Langues', 'Compétences techniques', 'Diplômes'],
  },
  dating_providers_canada: {
    icon: '💞',
    description: 'Applications et services de rencontre comparés selon qui les utilise, les fonctions de sécurité et le prix.',
    niches: ['Relations sérieuses', 'Applications', 'Sécurité', 'Jumelage'],
  },
  food_beverage_providers_canada: {
    icon: '🥗',
    description: 'Prêts-à-cuisiner, épicerie en ligne et abonnements de livraison comparés selon le prix par portion.',
    badge: 'Tendance',
    niches: ['Prêts-à-cuisiner', 'Épicerie', 'Livraison', 'Ramassage'],
  },
  subscription_box_providers_canada: {
    icon: '📦',
    description:
      'Des boîtes qui valent leur prix mensuel, des trousses scientifiques pour enfants aux collations et aux gâteries pour animaux.',
    niches: ['Enfants', 'Collations', 'Animaux', 'Soins personnels'],
  },
};
