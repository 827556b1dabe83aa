import { BUSINESS } from '@shop/shared/business';
import { COMPANY } from '@shop/shared/content/company';
import { languageContent } from '../../../i18n/language-content.ts';
import { LICENCE } from './content-figures.ts';

/** One card: a principle, or a member of the management with what they answer for. */
export interface TitledText {
  title: string;
  text: string;
}

/** The long texts of /about, one module per language (decision 0027); headings and buttons go through t(). */
export interface AboutContent {
  description: string;
  lead: string;
  whoWeAre: string;
  background: string;
  history: string;
  mission: string;
  vision: string;
  credentialsLead: string;
  /** Labels of the four figures: licence class, founding year, plans, customers. */
  credentialLabels: { licence: string; founded: string; plans: string; customers: string };
  /** The number of customers as the language writes it ("2,500+", "2 500+"). */
  customersClaim: string;
  credentialNote: string;
  principles: readonly TitledText[];
  servicesIntro: string;
  /** The ten services the firm offers, in the order it presents them; /services shows them in detail. */
  tenServices: readonly string[];
  managementLead: string;
  management: readonly TitledText[];
  ctaText: string;
}

export const ABOUT_CONTENT: AboutContent = {
  description:
    'Architects, engineers and builders in Tema since 2012: who we are, our history, mission, credentials (contractor licence K3 D3), principles, services and management.',
  lead: 'We are architects, engineers and builders in Tema. We draw homes for local plots and weather, and we help you build them right.',
  whoWeAre: `${BUSINESS.name} is an architecture, engineering and construction firm based in Tema, Greater Accra. We design homes for Ghanaian plots and Ghanaian weather, sell them as ready-to-build plans online, and help our clients turn them into finished houses: from the permit application to the day the keys change hands.`,
  background:
    'Too many families in Ghana start building with sketches that no engineer has checked, and pay for it in cracked walls, hot rooms and half-finished houses. We started the firm to make good design affordable: plans drawn by licensed architects, checked by structural engineers, priced so that a family building one room at a time can still start from proper drawings.',
  history: `We opened in Tema in ${COMPANY.foundedYear} as a small design studio. Over more than ten years the studio grew into a full practice with structural engineers, quantity surveyors and site supervisors, and became a registered contractor (licence class ${LICENCE}) so we could build what we design. Our online catalogue now holds ${COMPANY.plansClaim} plans, chosen by ${COMPANY.customersClaim} customers in Ghana and across the diaspora.`,
  mission:
    'To give every family building in West Africa access to safe, beautiful and affordable home designs, and the professional support to build them right the first time.',
  vision:
    'Neighbourhoods of well-built, climate-friendly homes across Ghana, where good design is the normal starting point of every building project.',
  credentialsLead: 'Licensed architects and engineers, and a registered contractor, under one roof.',
  credentialLabels: {
    licence: 'Registered contractor licence class',
    founded: 'Designing and building in Tema since',
    plans: 'Ready-to-build house plans',
    customers: 'Customers served',
  },
  customersClaim: COMPANY.customersClaim,
  credentialNote: `${COMPANY.yearsOfExperience} years of experience designing, engineering and building homes, estates and commercial buildings in Greater Accra.`,
  principles: [
    {
      title: 'Design for the climate',
      text: 'Shade, cross-ventilation and rain protection come first, so homes stay cool and dry without high running costs.',
    },
    {
      title: 'Honest prices',
      text: 'Plan prices are published, design fees follow a clear rate, and every quote is itemised. No hidden extras.',
    },
    {
      title: 'Buildable drawings',
      text: 'Our drawings are made to be built from: complete, dimensioned and checked by engineers before they reach a site.',
    },
    {
      title: 'Quality you can see',
      text: 'We inspect, test and document the work at every stage, and fix what is not right before moving on.',
    },
    {
      title: 'Partnership',
      text: 'Building a home is personal. We listen, explain our choices and keep you informed, wherever in the world you live.',
    },
  ],
  servicesIntro:
    'Beyond the plan catalogue, we offer ten professional services, on their own or together as one project.',
  tenServices: [
    'Project management',
    'Architectural and structural design',
    'Cost planning and quantity surveying',
    'Contract administration',
    'Construction supervision',
    'Sourcing and procurement',
    'Cost management',
    'General construction and roads',
    'Refurbishments',
    'Quality control and assurance',
  ],
  managementLead: 'The people who answer for every plan we publish and every building we put up.',
  management: [
    {
      title: 'Managing Director',
      text: 'Leads the firm and its client relationships, and signs off every project we take on.',
    },
    {
      title: 'Principal Architect',
      text: 'Directs the design studio and the plan catalogue, and reviews every drawing before it is published.',
    },
    {
      title: 'Head of Structural Engineering',
      text: 'Responsible for the structural design and calculations behind every plan and every building we put up.',
    },
    {
      title: 'Head of Quantity Surveying',
      text: 'Runs cost planning, bills of quantities and cost management, keeping budgets realistic from the first sketch.',
    },
    {
      title: 'Construction Manager',
      text: 'Leads our site teams and supervisors, and answers for safety, programme and quality on site.',
    },
  ],
  ctaText: 'Tell us about your plot and your plans. The first consultation is free.',
};

/** /about's texts in the page's language; its route awaits `load()` (app/content-routes.tsx). */
export const aboutContent = languageContent(ABOUT_CONTENT, () =>
  import('./about-content.fr.ts').then((module) => module.ABOUT_CONTENT_FR),
);
