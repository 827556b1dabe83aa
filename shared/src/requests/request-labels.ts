import type { ShopLanguage } from '../i18n/languages.ts';
import {
  type BUDGET_RANGES,
  type ChangeChoice,
  type PLOT_ORIENTATIONS,
  REQUEST_SERVICES,
  type RequestService,
  type TIMELINES,
} from './request.ts';
import type { RequestKind, RequestState } from './request-states.ts';

/** How the desk's words read in each language: the pages and the mails use the same ones. */
type Labels<K extends string> = Record<ShopLanguage, Record<K, string>>;

export const REQUEST_KIND_LABELS: Labels<RequestKind> = {
  en: { customization: 'Customization', modification_quote: 'Modification quote', service: 'Service quote' },
  fr: { customization: 'Personnalisation', modification_quote: 'Devis de modification', service: 'Devis de service' },
};

export const REQUEST_STATE_LABELS: Labels<RequestState> = {
  en: {
    new: 'New',
    in_review: 'In review',
    quoted: 'Quoted',
    accepted: 'Accepted',
    in_progress: 'In progress',
    delivered: 'Delivered',
    closed: 'Closed',
    declined: 'Declined',
  },
  fr: {
    new: 'Nouvelle',
    in_review: 'En cours d’examen',
    quoted: 'Devis envoyé',
    accepted: 'Acceptée',
    in_progress: 'En cours',
    delivered: 'Livrée',
    closed: 'Clôturée',
    declined: 'Refusée',
  },
};

export const REQUEST_SERVICE_LABELS: Labels<RequestService> = {
  en: {
    architectural_design: 'Architectural Design',
    structural_design: 'Structural Design',
    project_management: 'Project Management',
    cost_planning: 'Cost Planning & Quantity Surveying',
    contract_administration: 'Contract Administration',
    construction_supervision: 'Construction Supervision',
    procurement: 'Sourcing & Procurement',
    cost_management: 'Cost Management',
    construction_roads: 'General Construction & Roads',
    renovation: 'Refurbishments & Renovations',
    quality_control: 'Quality Control & Assurance',
    custom_design: 'Custom design',
    consultation: 'Consultation',
  },
  fr: {
    architectural_design: 'Conception architecturale',
    structural_design: 'Conception structurelle',
    project_management: 'Gestion de projet',
    cost_planning: 'Estimation des coûts et métré',
    contract_administration: 'Administration des contrats',
    construction_supervision: 'Supervision des travaux',
    procurement: 'Approvisionnement et achats',
    cost_management: 'Maîtrise des coûts',
    construction_roads: 'Construction générale et routes',
    renovation: 'Réhabilitation et rénovation',
    quality_control: 'Contrôle et assurance qualité',
    custom_design: 'Conception sur mesure',
    consultation: 'Consultation',
  },
};

export const CHANGE_CHOICE_LABELS: Labels<ChangeChoice> = {
  en: {
    add_room: 'Add a room',
    remove_room: 'Remove a room',
    change_sizes: 'Change sizes',
    fit_plot: 'Fit my plot',
    change_roof: 'Change the roof',
    materials: 'Change materials',
  },
  fr: {
    add_room: 'Ajouter une pièce',
    remove_room: 'Supprimer une pièce',
    change_sizes: 'Modifier les dimensions',
    fit_plot: 'Adapter à mon terrain',
    change_roof: 'Changer la toiture',
    materials: 'Changer les matériaux',
  },
};

/** The order of the firm's service cards on /services, matched to the request's service. */
export const SERVICE_CARD_ORDER: readonly RequestService[] = REQUEST_SERVICES.filter(
  // The last two are the contact form's project types, not cards.
  (service) => service !== 'custom_design' && service !== 'consultation',
);

/** The buttons other pages show to open a request (an order, the library, a plan page, a service card). */
export const REQUEST_ACTION_LABELS: Labels<'customize' | 'quote' | 'serviceQuote' | 'myRequests'> = {
  en: {
    customize: 'Request a customization',
    quote: 'Request a modification quote',
    serviceQuote: 'Request a quote',
    myRequests: 'My requests',
  },
  fr: {
    customize: 'Demander une personnalisation',
    quote: 'Demander un devis de modification',
    serviceQuote: 'Demander un devis',
    myRequests: 'Mes demandes',
  },
};

export const PLOT_ORIENTATION_LABELS: Labels<(typeof PLOT_ORIENTATIONS)[number]> = {
  en: { north: 'North', east: 'East', south: 'South', west: 'West', unknown: 'Not sure' },
  fr: { north: 'Nord', east: 'Est', south: 'Sud', west: 'Ouest', unknown: 'Je ne sais pas' },
};

export const TIMELINE_LABELS: Labels<(typeof TIMELINES)[number]> = {
  en: {
    asap: 'As soon as possible',
    within_3_months: 'Within 3 months',
    within_6_months: 'Within 6 months',
    later: 'Later',
    unknown: 'Not sure',
  },
  fr: {
    asap: 'Dès que possible',
    within_3_months: 'Sous 3 mois',
    within_6_months: 'Sous 6 mois',
    later: 'Plus tard',
    unknown: 'Je ne sais pas',
  },
};

export const BUDGET_LABELS: Labels<(typeof BUDGET_RANGES)[number]> = {
  en: {
    under_50k: 'Under GH₵50,000',
    '50k_200k': 'GH₵50,000 to 200,000',
    '200k_500k': 'GH₵200,000 to 500,000',
    '500k_1m': 'GH₵500,000 to 1 million',
    over_1m: 'Over GH₵1 million',
    unknown: 'Not sure',
  },
  fr: {
    under_50k: 'Moins de 50 000 GH₵',
    '50k_200k': '50 000 à 200 000 GH₵',
    '200k_500k': '200 000 à 500 000 GH₵',
    '500k_1m': '500 000 GH₵ à 1 million',
    over_1m: 'Plus de 1 million de GH₵',
    unknown: 'Je ne sais pas',
  },
};
