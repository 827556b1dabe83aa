import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { REFUND_POLICY } from '@shop/shared/content/refund-policy';
import { languageContent } from '../../../i18n/language-content.ts';
import type { TitledText } from './about-content.ts';

/** The long texts of /how-it-works, one module per language (decision 0027); headings and buttons go through t(). */
export interface HowItWorksContent {
  description: string;
  lead: string;
  /** Browse & choose, purchase & pay, download & build. */
  steps: readonly [TitledText, TitledText, TitledText];
  /** Licensed professionals, designed for Ghana, the money-back guarantee, support. */
  reasons: readonly [TitledText, TitledText, TitledText, TitledText];
  ctaText: string;
}

export const HOW_IT_WORKS_CONTENT: HowItWorksContent = {
  description:
    'Buying a house plan takes three steps: browse and choose a plan and package, pay securely by card or mobile money, then download your drawings and build.',
  lead: 'Choosing and buying a house plan takes minutes. Building it takes a good set of drawings, and that is what you get.',
  steps: [
    {
      title: 'Browse & Choose',
      text: 'Search our villas, bungalows and townhouses, filter by bedrooms and budget, compare up to four plans, then pick the package that suits your build: Basic drawings, Standard with 3D renderings, or Premium with CAD files and customization.',
    },
    {
      title: 'Purchase & Pay',
      text: 'Pay in cedis by card or mobile money on our payment partner’s secure page. Your payment is confirmed in seconds and your order is saved to your account.',
    },
    {
      title: 'Download & Build',
      text: `Download your drawings straight away, as single files or one ZIP. Your links stay open for ${DOWNLOAD_WINDOW_DAYS} days. Hand the drawings to your builder, or ask us to build for you.`,
    },
  ],
  reasons: [
    {
      title: 'Licensed professionals',
      text: 'Every plan is drawn by licensed architects and checked by structural engineers.',
    },
    {
      title: 'Designed for Ghana',
      text: 'Plans made for local plot sizes, materials and climate: shade, breeze and heavy rain.',
    },
    {
      title: `${REFUND_POLICY.days}-day money-back guarantee`,
      text: `Not right for you? Ask for a refund within ${REFUND_POLICY.days} days, as long as the files have not been downloaded.`,
    },
    {
      title: 'Support when you need it',
      text: `Questions answered within ${BUSINESS.replyWithinHours} hours, and construction support from our own team.`,
    },
  ],
  ctaText: 'Hundreds of ready-to-build designs, or talk to us about a design of your own.',
};

/** /how-it-works' texts in the page's language; its route awaits `load()` (app/content-routes.tsx). */
export const howItWorksContent = languageContent(HOW_IT_WORKS_CONTENT, () =>
  import('./how-it-works-content.fr.ts').then((module) => module.HOW_IT_WORKS_CONTENT_FR),
);
