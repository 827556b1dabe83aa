import type { ShopLanguage } from '../i18n/languages.ts';
import type { ChangeChoice, RequestService } from './request.ts';
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
export const SERVICE_CARD_ORDER: readonly RequestService[] = [
  'architectural_design',
  'structural_design',
  'project_management',
  'cost_planning',
  'contract_administration',
  'construction_supervision',
  'procurement',
  'cost_management',
  'construction_roads',
  'renovation',
  'quality_control',
];

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
