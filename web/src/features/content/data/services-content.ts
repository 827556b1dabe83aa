import { RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { formatCedis } from '@shop/shared/money';
import { languageContent } from '../../../i18n/language-content.ts';
import type { TitledText } from './about-content.ts';
import { EXAMPLE_AREA } from './content-figures.ts';
import { FIRM_SERVICES, type FirmService } from './firm-services.ts';

/** The long texts of /services, one module per language (decision 0027); headings and buttons go through t(). */
export interface ServicesContent {
  description: string;
  lead: string;
  offerIntro: string;
  services: readonly FirmService[];
  /** How design fees work, with an example house. */
  fees: string;
  /** The six steps of a project with us. */
  process: readonly TitledText[];
  ctaText: string;
}

export const SERVICES_CONTENT: ServicesContent = {
  description:
    'Architectural and structural design from ₵70 per m², project management, quantity surveying, supervision, procurement, construction, roads and refurbishments in Tema and Greater Accra.',
  lead: 'From the first sketch to the handover of the keys, our architects, engineers, quantity surveyors and builders work as one team on your project.',
  offerIntro:
    'Choose a single service or let one team take your project from the first sketch to the last coat of paint.',
  services: FIRM_SERVICES,
  fees: `Residential architectural and structural design costs ${formatCedis(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} per square metre of floor area. A ${EXAMPLE_AREA}\u00a0m² three-bedroom house, for example, costs ${formatCedis(EXAMPLE_AREA * RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} for its complete set of drawings. Our other services are priced by the size and complexity of the project: tell us about it and we will send you a written quote.`,
  process: [
    {
      title: 'Initial Consultation',
      text: 'We meet, in our office, on site or by video call, to hear what you want to build, where, and for how much. The first consultation is free.',
    },
    {
      title: 'Site Analysis',
      text: 'We visit the plot to study its size, slope, soil, access, sun and breeze, and check the planning rules that apply to it.',
    },
    {
      title: 'Design Development',
      text: 'Sketches become a design you approve, then full architectural and structural drawings, a bill of quantities and the permit application.',
    },
    {
      title: 'Construction Planning',
      text: 'We prepare the programme and budget, tender the work or assign our own crews, and order the first materials.',
    },
    {
      title: 'Construction & Supervision',
      text: 'The building goes up under our supervision, with inspections at every critical stage and regular reports with photos.',
    },
    {
      title: 'Project Completion',
      text: 'We inspect the finished building with you, fix every item on the snag list and hand over the keys, drawings and warranties.',
    },
  ],
  ctaText: 'Ask for a quote, or start from one of our ready-made house plans.',
};

/** /services' texts in the page's language; its route awaits `load()` (app/content-routes.tsx). */
export const servicesContent = languageContent(SERVICES_CONTENT, () =>
  import('./services-content.fr.ts').then((module) => module.SERVICES_CONTENT_FR),
);
