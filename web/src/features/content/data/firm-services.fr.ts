import { COMPANY, RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { formatCedisIn } from '@shop/shared/i18n/format';
import type { FirmService } from './firm-services.ts';

/** The licence class kept on one line. */
const LICENCE = COMPANY.contractorLicenseClass.replace(/ /g, '\u00a0');

/** One rate covers a home's architectural and structural design together. */
const designRate = `${formatCedisIn(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM, 'fr')} le m² pour la conception architecturale et structurelle d’une maison`;

/** The eleven service cards of /services in French, in the English order (decision 0027). */
export const FIRM_SERVICES_FR: readonly FirmService[] = [
  {
    title: 'Conception architecturale',
    text: 'Des maisons conçues autour de votre terrain, de votre famille et de votre budget\u00a0: esquisses, vues 3D et plans d’exécution complets, prêts pour le permis de construire et le chantier.',
    price: designRate,
  },
  {
    title: 'Conception structurelle',
    text: 'Fondations, poteaux, poutres et dalles calculés par nos ingénieurs pour le sol et les charges, avec des plans de ferraillage que votre maçon peut suivre.',
    price: designRate,
  },
  {
    title: 'Gestion de projet',
    text: 'Une seule équipe responsable de tout votre projet\u00a0: planning, budget, bureaux d’études et entreprises, avec des comptes rendus et des photos réguliers.',
    price: 'Honoraires convenus pour chaque projet, selon sa taille et sa durée',
  },
  {
    title: 'Estimation des coûts et métré',
    text: 'Des budgets dès la conception et un devis quantitatif détaillé, pour acheter exactement ce que les plans demandent et comparer les devis en toute équité.',
    price: 'Sur devis, selon la taille et la complexité du projet',
  },
  {
    title: 'Administration des marchés',
    text: 'Appels d’offres, contrats, métrés des travaux réalisés et certificats de paiement, pour ne payer que des travaux terminés et bien faits.',
    price: 'Sur devis, selon le montant du marché',
  },
  {
    title: 'Suivi de chantier',
    text: 'Des contrôles à chaque étape clé, de l’implantation et du ferraillage jusqu’à la toiture et aux finitions, avant que le béton ne cache la moindre erreur.',
    price: 'À la visite ou au mois, selon la taille du projet',
  },
  {
    title: 'Achats et approvisionnement',
    text: 'Matériaux et équipements achetés auprès de fournisseurs éprouvés aux prix professionnels, contrôlés à la livraison et gardés en sécurité sur le chantier.',
    price: 'Sur devis, d’après votre liste de matériaux',
  },
  {
    title: 'Maîtrise des coûts',
    text: 'Suivi des coûts pendant les travaux, modifications chiffrées avant d’être réalisées et décompte final sans mauvaise surprise.',
    price: 'Sur devis, selon la complexité du projet',
  },
  {
    title: 'Construction générale et routes',
    text: `Maisons, immeubles d’habitation et bâtiments commerciaux construits par nos propres équipes en tant qu’entrepreneur agréé de classe ${LICENCE}, ainsi que voies d’accès, allées et assainissement pour les lotissements.`,
    price: 'Prix établi d’après le devis quantitatif',
  },
  {
    title: 'Réhabilitations et rénovations',
    text: 'Extensions, nouvelles toitures, intérieurs réaménagés et mises à niveau qui donnent une seconde vie à un bâtiment ancien.',
    price: 'Sur devis, après une visite gratuite du site',
  },
  {
    title: 'Contrôle et assurance qualité',
    text: 'Essais de matériaux, essais d’écrasement de cubes de béton et listes de contrôle à chaque étape, documentés pour que vous sachiez ce que vous obtenez.',
    price: 'Sur devis, selon l’étendue de la mission',
  },
];
