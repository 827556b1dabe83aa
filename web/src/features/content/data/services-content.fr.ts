import { RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { formatCedisIn } from '@shop/shared/i18n/format';
import { EXAMPLE_AREA } from './content-figures.ts';
import { FIRM_SERVICES_FR } from './firm-services.fr.ts';
import type { ServicesContent } from './services-content.ts';

/** /services in French (decision 0027): loaded only by a French page. */
export const SERVICES_CONTENT_FR: ServicesContent = {
  description: `Conception architecturale et structurelle à partir de ${formatCedisIn(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM, 'fr')} le m², gestion de projet, métré, suivi de chantier, approvisionnement, construction, routes et rénovations à Tema et dans le Grand Accra.`,
  lead: 'De la première esquisse à la remise des clés, nos architectes, ingénieurs, économistes de la construction et bâtisseurs travaillent en une seule équipe sur votre projet.',
  offerIntro:
    'Choisissez un seul service, ou confiez votre projet à une équipe unique, de la première esquisse à la dernière couche de peinture.',
  services: FIRM_SERVICES_FR,
  fees: `La conception architecturale et structurelle d’une maison coûte ${formatCedisIn(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM, 'fr')} par mètre carré de surface de plancher. Une maison de trois chambres de ${EXAMPLE_AREA}\u00a0m², par exemple, coûte ${formatCedisIn(EXAMPLE_AREA * RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM, 'fr')} pour son jeu de plans complet. Nos autres services sont chiffrés selon la taille et la complexité du projet\u00a0: décrivez-le-nous et nous vous enverrons un devis écrit.`,
  process: [
    {
      title: 'Première consultation',
      text: 'Nous nous rencontrons, à notre bureau, sur le terrain ou en visioconférence, pour entendre ce que vous voulez construire, où, et pour quel budget. La première consultation est gratuite.',
    },
    {
      title: 'Étude du terrain',
      text: 'Nous visitons le terrain pour en étudier la taille, la pente, le sol, l’accès, le soleil et les vents, et nous vérifions les règles d’urbanisme qui s’y appliquent.',
    },
    {
      title: 'Élaboration du projet',
      text: 'Les esquisses deviennent un projet que vous validez, puis des plans architecturaux et structurels complets, un devis quantitatif et la demande de permis de construire.',
    },
    {
      title: 'Préparation du chantier',
      text: 'Nous établissons le planning et le budget, lançons l’appel d’offres ou affectons nos propres équipes, et commandons les premiers matériaux.',
    },
    {
      title: 'Construction et suivi',
      text: 'Le bâtiment s’élève sous notre supervision, avec des contrôles à chaque étape clé et des comptes rendus réguliers avec photos.',
    },
    {
      title: 'Achèvement du projet',
      text: 'Nous inspectons avec vous le bâtiment terminé, corrigeons chaque point de la liste des réserves et vous remettons les clés, les plans et les garanties.',
    },
  ],
  ctaText: 'Demandez un devis, ou partez de l’un de nos plans de maisons prêts à construire.',
};
