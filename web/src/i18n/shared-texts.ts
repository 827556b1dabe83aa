import { msg } from './msg.ts';

/**
 * Texts the shop shows from shared/ (the packages' contents, the Payments tab's notice), translated where shown
 * with t(); listed here so the catalog test holds them to a French translation (web/tests/i18n-catalogs.test.ts
 * checks this list against shared/).
 */
export const SHARED_TEXTS = [
  msg('Architectural drawings'),
  msg('Floor plans and elevations (PDF)'),
  msg('3D renderings'),
  msg('CAD files (DWG/DXF)'),
  msg('Customization of the design'),
  msg('Support from our architects'),
  msg('Online payments are switched off for the moment. Please contact us to complete your purchase.'),
  // The reviews' notices (shared/src/storefront/reviews.ts).
  msg('Please log in to submit a review'),
  msg('Failed to submit review. Please try again.'),
  msg('You have already reviewed this plan'),
  // The contact form (shared/src/content/contact.ts): the checks it shares with the API, the plan types, the answers.
  msg('Full Name is required'),
  msg('Full Name must be at most 100 characters'),
  msg('Subject is required'),
  msg('Subject must be at most 150 characters'),
  msg('Message is required'),
  msg('Message must be at most 5000 characters'),
  msg('Phone must be at most 20 characters'),
  msg('Phone must be a phone number, e.g. +233 24 000 0000'),
  msg('Email must be at most 254 characters'),
  msg('Custom design'),
  msg('Consultation'),
  msg('Other'),
  msg('Message Sent!'),
  msg("Thank you for contacting us. We'll get back to you soon."),
  msg('Error: Failed to send message. Please try again or contact us directly.'),
  msg('Too many messages from your connection.'),
  // The office hours (shared/src/business.ts) and a missing project (shared/src/content/portfolio.ts).
  msg('Mon-Fri 8AM-6PM'),
  msg('Sat 9AM-4PM'),
  msg('Sun closed'),
  msg('Project not found.'),
] as const;
