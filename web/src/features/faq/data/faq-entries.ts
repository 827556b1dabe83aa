import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS, USD_PER_GHS } from '@shop/shared/constants';
import { RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { REFUND_POLICY } from '@shop/shared/content/refund-policy';
import { formatCedis } from '@shop/shared/money';
import { msg } from '../../../i18n/msg.ts';

/** The FAQ's category buttons, 'All Questions' first: English values are the ids, shown with t(category). */
export const FAQ_CATEGORIES = [
  msg('All Questions'),
  msg('General'),
  msg('Plans & Design'),
  msg('Pricing & Packages'),
  msg('Technical Support'),
  msg('Payment & Security'),
  msg('Construction Support'),
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqTopic = Exclude<FaqCategory, 'All Questions'>;

export interface FaqEntry {
  id: string;
  category: FaqTopic;
  question: string;
  answer: string;
}

const [firstPhone] = BUSINESS.phones;

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'who-we-are',
    category: 'General',
    question: 'Who designs the plans?',
    answer: `Every plan is drawn by our own licensed architects and checked by our structural engineers in Tema. We have designed homes for Ghanaian plots since 2012 and also build them: we are a registered contractor, licence class K3 D3.`,
  },
  {
    id: 'where-are-you',
    category: 'General',
    question: 'Where is your office and when are you open?',
    answer: `Our office is at ${BUSINESS.address}. We are open ${BUSINESS.hours.join(', ')}. You are welcome to visit; please call ahead so the right architect is free to meet you.`,
  },
  {
    id: 'outside-ghana',
    category: 'General',
    question: 'Can I buy a plan if I live outside Ghana?',
    answer:
      'Yes. Many of our customers are building at home while living abroad. You can buy and download a plan from anywhere, pay by card, and we can supervise the construction for you and report with photos at each stage.',
  },
  {
    id: 'what-is-in-a-plan',
    category: 'Plans & Design',
    question: 'What drawings come with a plan?',
    answer:
      'Every package includes the architectural drawings: floor plans, elevations, sections and a roof plan, as PDF files you can print at A3 or larger. The Standard and Premium packages add 3D renderings so you can see the finished house. The Premium package adds CAD files (DWG and DXF) and customization with support from our architects.',
  },
  {
    id: 'customize',
    category: 'Plans & Design',
    question: 'Can you change a plan to fit my plot or family?',
    answer:
      'Yes. The Premium package includes customization: tell us your plot size, orientation and what you would like changed (an extra bedroom, a bigger kitchen, a boys quarters) and our architects adapt the drawings. Larger changes, or a design from scratch, are quoted through our architectural design service.',
  },
  {
    id: 'plot-size',
    category: 'Plans & Design',
    question: 'How do I know a plan fits my plot?',
    answer:
      'Each plan lists its floor area in square metres. Allow room around the house for the setbacks your assembly requires, a septic tank or soakaway, parking and a walkway. If you are unsure, send us your site plan through the contact form and we will tell you which plans fit.',
  },
  {
    id: 'permit-ready',
    category: 'Plans & Design',
    question: 'Can I use the plans to apply for a building permit?',
    answer:
      'The drawings are prepared to the standard assemblies expect. A permit application also needs documents specific to your land, such as your site plan, land title and, for some buildings, structural calculations stamped by an engineer. We can prepare and submit the full application for you.',
  },
  {
    id: 'packages',
    category: 'Pricing & Packages',
    question: 'What is the difference between Basic, Standard and Premium?',
    answer:
      'Basic gives you the architectural drawings as PDF files. Standard includes everything in Basic plus 3D renderings of the house. Premium includes everything in Standard plus customization of the design, the CAD files (DWG and DXF) for your architect or engineer, and direct support from our design team while you build.',
  },
  {
    id: 'currency',
    category: 'Pricing & Packages',
    question: 'Which currency are prices in?',
    answer: `Prices are set in Ghana cedis (GHS) and you pay in cedis. For customers abroad we show an approximate US dollar amount beside each price, at ${USD_PER_GHS} dollars per cedi.`,
  },
  {
    id: 'design-fees',
    category: 'Pricing & Packages',
    question: 'How much does a custom design cost?',
    answer: `Residential architectural and structural design costs ${formatCedis(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} per square metre of floor area; a 150 m² house, for example, is ${formatCedis(150 * RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)}. Our other services are priced by the size and complexity of the project, and the first consultation is free.`,
  },
  {
    id: 'download',
    category: 'Technical Support',
    question: 'How do I download my plan?',
    answer: `As soon as your payment is confirmed you are taken to your download page. You can download each file, download them all one after another, or download a single ZIP file. Your download links stay open for ${DOWNLOAD_WINDOW_DAYS} days after purchase, and your orders stay listed in your account.`,
  },
  {
    id: 'file-formats',
    category: 'Technical Support',
    question: 'Which programs open the files?',
    answer:
      'PDF drawings open in any PDF reader on a phone or computer, and any print shop can print them. The CAD files in the Premium package are DWG and DXF, which AutoCAD and most other drawing programs open. ZIP archives open on any computer.',
  },
  {
    id: 'download-problem',
    category: 'Technical Support',
    question: 'My download link has expired or does not work. What now?',
    answer: `Contact us with your order number or the email you paid with. We will check your order and send you fresh links. We reply within ${BUSINESS.replyWithinHours} hours, and within ${BUSINESS.urgentReplyWithinHours} hours for urgent matters.`,
  },
  {
    id: 'payment-methods',
    category: 'Payment & Security',
    question: 'How can I pay?',
    answer:
      'By Visa or Mastercard, or by mobile money (MTN MoMo, Telecel Cash and AirtelTigo Money), through our payment partner Paystack. Your payment is confirmed before your files are released.',
  },
  {
    id: 'card-safety',
    category: 'Payment & Security',
    question: 'Is my card information safe?',
    answer:
      'Yes. You enter your card or mobile money details on Paystack’s secure payment page, not on our site, and we never see or store your card number. All pages are served over an encrypted connection.',
  },
  {
    id: 'refunds',
    category: 'Payment & Security',
    question: 'What is your refund policy?',
    answer: `We offer a ${REFUND_POLICY.days}-day money-back guarantee. If a plan is not right for you, ask for a refund within ${REFUND_POLICY.days} days of purchase, as long as you have not downloaded the plan files. Refunds are paid back to your card or mobile money wallet within ${REFUND_POLICY.processingDays} business days. Each customer can have one refund per plan.`,
  },
  {
    id: 'supervision',
    category: 'Construction Support',
    question: 'Can you build the house for me?',
    answer:
      'Yes. As a registered contractor (licence class K3 D3) we build, or we supervise a contractor of your choice. We can also manage the whole project for you: approvals, procurement of materials, construction and quality control, with regular reports and photos.',
  },
  {
    id: 'bill-of-quantities',
    category: 'Construction Support',
    question: 'Can you tell me how much it will cost to build?',
    answer:
      'Our quantity surveyors prepare a bill of quantities for your chosen plan, listing every material and its quantity, so you can price the build with current market rates and compare contractors’ quotes fairly.',
  },
  {
    id: 'support-while-building',
    category: 'Construction Support',
    question: 'Who do I call if my builder has a question about the drawings?',
    answer: `Email ${BUSINESS.email} with your order number and the drawing in question, and our design team will answer. Premium customers also get direct support by phone on ${firstPhone}, and site visits can be booked as a service.`,
  },
];
