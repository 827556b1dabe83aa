import { COMPANY, RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { formatCedis } from '@shop/shared/money';

export interface FirmService {
  title: string;
  text: string;
  /** How it is priced (design per square metre, the rest by complexity). */
  price: string;
}

/** The licence class kept on one line. */
const LICENCE = COMPANY.contractorLicenseClass.replace(/ /g, '\u00a0');

/** One rate covers a home's architectural and structural design together. */
const designRate = `${formatCedis(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} per m² for residential architectural and structural design`;

/** The eleven service cards of /services. */
export const FIRM_SERVICES: readonly FirmService[] = [
  {
    title: 'Architectural Design',
    text: 'Homes designed around your plot, your family and your budget: concept sketches, 3D views and full working drawings ready for permit and construction.',
    price: designRate,
  },
  {
    title: 'Structural Design',
    text: 'Foundations, columns, beams and slabs calculated by our engineers for the soil and the loads, with reinforcement drawings your builder can follow.',
    price: designRate,
  },
  {
    title: 'Project Management',
    text: 'One team responsible for your whole project: programme, budget, consultants and contractors, with regular reports and photos.',
    price: 'Fee agreed per project, based on its size and duration',
  },
  {
    title: 'Cost Planning & Quantity Surveying',
    text: 'Budgets at the design stage and a detailed bill of quantities, so you buy exactly what the drawings need and compare quotes fairly.',
    price: 'Quoted per project, by size and complexity',
  },
  {
    title: 'Contract Administration',
    text: 'Tendering, contracts, valuations of work done and certificates of payment, so you pay for work that is finished and right.',
    price: 'Quoted per project, by contract value',
  },
  {
    title: 'Construction Supervision',
    text: 'Inspections at every critical stage, from setting out and reinforcement to roofing and finishes, before the concrete hides any mistake.',
    price: 'Per visit or monthly, by project size',
  },
  {
    title: 'Sourcing & Procurement',
    text: 'Materials and fittings bought from tested suppliers at trade prices, checked on delivery and kept secure on site.',
    price: 'Quoted on your materials schedule',
  },
  {
    title: 'Cost Management',
    text: 'Cost tracking through construction, variations priced before they are built, and a final account with no surprises.',
    price: 'Quoted per project, by complexity',
  },
  {
    title: 'General Construction & Roads',
    text: `Houses, apartments and commercial buildings built by our own crews as a licensed ${LICENCE} contractor, plus access roads, driveways and drainage for estates.`,
    price: 'Priced from the bill of quantities',
  },
  {
    title: 'Refurbishments & Renovations',
    text: 'Extensions, new roofs, re-planned interiors and upgrades that give an older building a new life.',
    price: 'Quoted after a free site visit',
  },
  {
    title: 'Quality Control & Assurance',
    text: 'Material tests, concrete cube tests and checklists at each stage, documented so you know what you are getting.',
    price: 'Quoted per project, by scope',
  },
];
