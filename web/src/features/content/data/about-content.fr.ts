import { BUSINESS } from '@shop/shared/business';
import { COMPANY } from '@shop/shared/content/company';
import type { AboutContent } from './about-content.ts';
import { LICENCE } from './content-figures.ts';

/** French numbers group thousands with a narrow no-break space: "2 500+". */
const CUSTOMERS = COMPANY.customersClaim.replace(',', '\u202f');

/** /about in French (decision 0027): loaded only by a French page. */
export const ABOUT_CONTENT_FR: AboutContent = {
  description:
    'Architectes, ingénieurs et constructeurs à Tema depuis 2012\u00a0: qui nous sommes, notre histoire, notre mission, nos agréments (licence d’entrepreneur K3 D3), nos principes, nos services et notre direction.',
  lead: 'Nous sommes architectes, ingénieurs et constructeurs à Tema. Nous dessinons des maisons adaptées aux terrains et au climat d’ici, et nous vous aidons à les construire dans les règles.',
  whoWeAre: `${BUSINESS.name} est un cabinet d’architecture, d’ingénierie et de construction installé à Tema, dans le Grand Accra. Nous concevons des maisons pour les terrains et le climat du Ghana, nous les vendons en ligne sous forme de plans prêts à construire, et nous aidons nos clients à en faire des maisons achevées\u00a0: de la demande de permis de construire jusqu’à la remise des clés.`,
  background:
    'Trop de familles au Ghana commencent à bâtir sur la base de croquis qu’aucun ingénieur n’a vérifiés, et le paient en murs fissurés, en pièces étouffantes et en maisons inachevées. Nous avons fondé le cabinet pour rendre la bonne conception abordable\u00a0: des plans dessinés par des architectes agréés, vérifiés par des ingénieurs en structure, à un prix qui permet à une famille qui construit pièce par pièce de partir malgré tout de vrais plans.',
  history: `Nous avons ouvert à Tema en ${COMPANY.foundedYear} sous la forme d’un petit atelier de conception. En plus de dix ans, l’atelier est devenu un cabinet complet, avec des ingénieurs en structure, des économistes de la construction et des conducteurs de travaux, et s’est fait enregistrer comme entrepreneur (licence de classe ${LICENCE}) afin de pouvoir construire ce qu’il conçoit. Notre catalogue en ligne compte aujourd’hui plus de ${COMPANY.plansClaim.replace('+', '')} plans, choisis par plus de ${CUSTOMERS.replace('+', '')} clients au Ghana et dans la diaspora.`,
  mission:
    'Donner à chaque famille qui construit en Afrique de l’Ouest l’accès à des plans de maisons sûrs, beaux et abordables, et à l’accompagnement professionnel qui permet de les réaliser correctement du premier coup.',
  vision:
    'Des quartiers de maisons bien construites et adaptées au climat partout au Ghana, où un bon projet d’architecte est le point de départ normal de toute construction.',
  credentialsLead: 'Des architectes et des ingénieurs agréés, et un entrepreneur enregistré, sous un même toit.',
  credentialLabels: {
    licence: 'Classe de licence d’entrepreneur enregistré',
    founded: 'Nous concevons et construisons à Tema depuis',
    plans: 'Plans de maisons prêts à construire',
    customers: 'Clients servis',
  },
  customersClaim: CUSTOMERS,
  credentialNote: `Plus de ${COMPANY.yearsOfExperience.replace('+', '')}\u00a0ans d’expérience dans la conception, l’ingénierie et la construction de maisons, de lotissements et de bâtiments commerciaux dans le Grand Accra.`,
  principles: [
    {
      title: 'Concevoir pour le climat',
      text: 'L’ombre, la ventilation traversante et la protection contre la pluie passent en premier, pour que les maisons restent fraîches et sèches sans frais de fonctionnement élevés.',
    },
    {
      title: 'Des prix honnêtes',
      text: 'Les prix des plans sont publiés, les honoraires de conception suivent un tarif clair et chaque devis est détaillé. Aucun supplément caché.',
    },
    {
      title: 'Des plans constructibles',
      text: 'Nos plans sont faits pour être construits\u00a0: complets, cotés et vérifiés par des ingénieurs avant d’arriver sur un chantier.',
    },
    {
      title: 'Une qualité visible',
      text: 'Nous inspectons, testons et documentons les travaux à chaque étape, et nous corrigeons ce qui ne va pas avant de passer à la suite.',
    },
    {
      title: 'Le partenariat',
      text: 'Construire sa maison est une affaire personnelle. Nous vous écoutons, nous expliquons nos choix et nous vous tenons informé, où que vous viviez dans le monde.',
    },
  ],
  servicesIntro:
    'Au-delà du catalogue de plans, nous proposons dix services professionnels, séparément ou réunis en un seul projet.',
  tenServices: [
    'Gestion de projet',
    'Conception architecturale et structurelle',
    'Estimation des coûts et métré',
    'Administration des marchés',
    'Suivi de chantier',
    'Achats et approvisionnement',
    'Maîtrise des coûts',
    'Construction générale et routes',
    'Rénovations',
    'Contrôle et assurance qualité',
  ],
  managementLead:
    'Les personnes qui répondent de chaque plan que nous publions et de chaque bâtiment que nous construisons.',
  management: [
    {
      title: 'Directeur général',
      text: 'Dirige le cabinet et la relation avec les clients, et valide chaque projet que nous acceptons.',
    },
    {
      title: 'Architecte principal',
      text: 'Dirige l’atelier de conception et le catalogue de plans, et relit chaque plan avant sa publication.',
    },
    {
      title: 'Responsable de l’ingénierie structurelle',
      text: 'Responsable de la conception structurelle et des calculs derrière chaque plan et chaque bâtiment que nous construisons.',
    },
    {
      title: 'Responsable de l’économie de la construction',
      text: 'Pilote l’estimation des coûts, les devis quantitatifs et la maîtrise des coûts, pour des budgets réalistes dès la première esquisse.',
    },
    {
      title: 'Directeur des travaux',
      text: 'Dirige nos équipes de chantier et nos superviseurs, et répond de la sécurité, du planning et de la qualité sur le chantier.',
    },
  ],
  ctaText: 'Parlez-nous de votre terrain et de votre projet. La première consultation est gratuite.',
};
