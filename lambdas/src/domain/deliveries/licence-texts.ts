import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { LICENCE_TEXTS, PACKAGE_NAMES } from '@shop/shared/orders/licence';
import type { Package } from '@shop/shared/plans/plan';

/** The words of a stamp and of a certificate, in one of the shop's languages. */
export interface LicenceTexts {
  /** The Intl locale of the licence's date ("25 November 2026", "25 novembre 2026"). */
  locale: string;
  sheetClaim: string;
  /** The line on every sheet, from who holds the licence, the invoice and the date. */
  sheetLine: (who: string, invoice: string, date: string) => string;
  /** The PDF's Subject: who holds the licence for which order. */
  subject: (licensee: string, invoice: string) => string;
  keywords: { licensee: string; order: string; invoice: string };
  certificateTitle: string;
  packageNames: Record<Package, string>;
  labels: {
    plan: string;
    package: string;
    licensee: string;
    email: string;
    date: string;
    orderNumber: string;
    invoiceNumber: string;
    files: string;
  };
  allowsHeading: string;
  allows: readonly string[];
  forbidsHeading: string;
  forbids: readonly string[];
  footer: (invoice: string) => string;
}

const ENGLISH: LicenceTexts = {
  locale: 'en-GB',
  sheetClaim: LICENCE_TEXTS.sheetClaim,
  sheetLine: (who, invoice, date) => `Licensed to ${who} - Order ${invoice} - ${date} - ${LICENCE_TEXTS.sheetClaim}`,
  subject: (licensee, invoice) =>
    `Licensed to ${licensee}, order ${invoice}, ${LICENCE_TEXTS.sheetClaim.toLowerCase()}`,
  keywords: { licensee: 'Licensee', order: 'Order', invoice: 'Invoice' },
  certificateTitle: LICENCE_TEXTS.certificateTitle,
  packageNames: PACKAGE_NAMES,
  labels: {
    plan: 'Plan',
    package: 'Package',
    licensee: 'Licensee',
    email: 'Email',
    date: 'Date',
    orderNumber: 'Order number',
    invoiceNumber: 'Invoice number',
    files: 'Files',
  },
  allowsHeading: 'This licence allows',
  allows: LICENCE_TEXTS.allows,
  forbidsHeading: 'This licence does not allow',
  forbids: LICENCE_TEXTS.forbids,
  footer: (invoice) => `Every PDF sheet of this order carries the licensee's name and the invoice number ${invoice}.`,
};

const FRENCH: LicenceTexts = {
  locale: 'fr-FR',
  sheetClaim: 'Licence pour une seule construction',
  sheetLine: (who, invoice, date) =>
    `Licence accordée à ${who} - Commande ${invoice} - ${date} - Licence pour une seule construction`,
  subject: (licensee, invoice) =>
    `Licence accordée à ${licensee}, commande ${invoice}, licence pour une seule construction`,
  keywords: { licensee: 'Titulaire', order: 'Commande', invoice: 'Facture' },
  certificateTitle: 'Certificat de licence',
  packageNames: { basic: 'Basique', standard: 'Standard', premium: 'Premium' },
  labels: {
    plan: 'Plan',
    package: 'Formule',
    licensee: 'Titulaire',
    email: 'E-mail',
    date: 'Date',
    orderNumber: 'Numéro de commande',
    invoiceNumber: 'Numéro de facture',
    files: 'Fichiers',
  },
  allowsHeading: 'Cette licence autorise',
  allows: [
    'Une construction de ce plan, sur un terrain, par le titulaire ou pour lui.',
    'Les modifications du plan pour cette construction.',
    'Des copies des fichiers pour les personnes qui travaillent sur cette construction.',
  ],
  forbidsHeading: "Cette licence n'autorise pas",
  forbids: [
    'La revente, le partage ou la publication du plan ou de ses fichiers.',
    "D'autres constructions sans une nouvelle licence.",
  ],
  footer: (invoice) =>
    `Chaque feuille PDF de cette commande porte le nom du titulaire et le numéro de facture ${invoice}.`,
};

const TEXTS: Record<ShopLanguage, LicenceTexts> = { en: ENGLISH, fr: FRENCH };

/** The licence's words in the buyer's language (the order's, as its mails: decision 0028); English otherwise. */
export function licenceTexts(language: ShopLanguage | undefined): LicenceTexts {
  return TEXTS[language ?? 'en'] ?? ENGLISH;
}
