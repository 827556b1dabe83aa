import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { REFUND_POLICY } from '@shop/shared/content/refund-policy';
import type { HowItWorksContent } from './how-it-works-content.ts';

/** /how-it-works in French (decision 0027): loaded only by a French page. */
export const HOW_IT_WORKS_CONTENT_FR: HowItWorksContent = {
  description:
    'Acheter un plan de maison se fait en trois étapes\u00a0: parcourez et choisissez un plan et une formule, payez en toute sécurité par carte ou mobile money, puis téléchargez vos plans et construisez.',
  lead: 'Choisir et acheter un plan de maison prend quelques minutes. Le construire demande un bon jeu de plans, et c’est ce que vous obtenez.',
  steps: [
    {
      title: 'Parcourez et choisissez',
      text: 'Explorez nos villas, bungalows et maisons de ville, filtrez par nombre de chambres et par budget, comparez jusqu’à quatre plans, puis choisissez la formule qui convient à votre projet\u00a0: Basic pour les plans, Standard avec des rendus 3D, ou Premium avec les fichiers CAO et la personnalisation.',
    },
    {
      title: 'Achetez et payez',
      text: 'Payez en cedis par carte ou mobile money sur la page sécurisée de notre partenaire de paiement. Votre paiement est confirmé en quelques secondes et votre commande est enregistrée dans votre compte.',
    },
    {
      title: 'Téléchargez et construisez',
      text: `Téléchargez vos plans immédiatement, fichier par fichier ou en un seul ZIP. Vos liens restent ouverts ${DOWNLOAD_WINDOW_DAYS}\u00a0jours. Remettez les plans à votre entrepreneur, ou confiez-nous la construction.`,
    },
  ],
  reasons: [
    {
      title: 'Des professionnels agréés',
      text: 'Chaque plan est dessiné par des architectes agréés et vérifié par des ingénieurs en structure.',
    },
    {
      title: 'Conçus pour le Ghana',
      text: 'Des plans pensés pour les tailles de terrain, les matériaux et le climat d’ici\u00a0: ombre, brise et fortes pluies.',
    },
    {
      title: `Satisfait ou remboursé pendant ${REFUND_POLICY.days}\u00a0jours`,
      text: `Le plan ne vous convient pas\u00a0? Demandez un remboursement dans les ${REFUND_POLICY.days}\u00a0jours, tant que les fichiers n’ont pas été téléchargés.`,
    },
    {
      title: 'Une aide quand vous en avez besoin',
      text: `Réponse à vos questions sous ${BUSINESS.replyWithinHours}\u00a0heures, et accompagnement de chantier par notre propre équipe.`,
    },
  ],
  ctaText: 'Des centaines de plans prêts à construire, ou parlez-nous d’un projet sur mesure.',
};
