import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { Package } from '@shop/shared/plans/plan';

/** The invoice's and credit note's words in each language the shop speaks (decision 0046). */
export interface InvoiceTexts {
  locale: string;
  invoiceTitle: string;
  creditNoteTitle: string;
  number: string;
  date: string;
  order: string;
  payment: string;
  billTo: string;
  taxNumber: string;
  description: string;
  amount: string;
  item: (planTitle: string, tier: Package) => string;
  /** The promotion code's line (its amount is negative). */
  discount: (code: string) => string;
  subtotal: string;
  total: string;
  totalCredited: string;
  pricesIncludeTax: string;
  pricesExcludeTax: string;
  refunded: (date: string) => string;
  creditNoteRef: string;
  forInvoice: string;
  balance: string;
  paid: string;
  thanks: string;
}

const PACKAGES_EN: Record<Package, string> = { basic: 'Basic', standard: 'Standard', premium: 'Premium' };
const PACKAGES_FR: Record<Package, string> = { basic: 'Basique', standard: 'Standard', premium: 'Premium' };

const ENGLISH: InvoiceTexts = {
  locale: 'en-GB',
  invoiceTitle: 'Invoice',
  creditNoteTitle: 'Credit note',
  number: 'Number',
  date: 'Date',
  order: 'Order',
  payment: 'Payment',
  billTo: 'Bill to',
  taxNumber: 'Tax number',
  description: 'Description',
  amount: 'Amount',
  item: (title, tier) => `House plan licence: ${title} (${PACKAGES_EN[tier]} package)`,
  discount: (code) => `Discount (promotion code ${code})`,
  subtotal: 'Subtotal (net)',
  total: 'Total',
  totalCredited: 'Total credited',
  pricesIncludeTax: 'Prices include the taxes shown.',
  pricesExcludeTax: 'Taxes are added to the prices.',
  refunded: (date) => `Refunded on ${date}`,
  creditNoteRef: 'Credit note',
  forInvoice: 'For invoice',
  balance: 'Balance',
  paid: 'Paid',
  thanks: 'Thank you for your purchase.',
};

const FRENCH: InvoiceTexts = {
  locale: 'fr',
  invoiceTitle: 'Facture',
  creditNoteTitle: 'Avoir',
  number: 'Numéro',
  date: 'Date',
  order: 'Commande',
  payment: 'Paiement',
  billTo: 'Facturé à',
  taxNumber: 'Numéro fiscal',
  description: 'Désignation',
  amount: 'Montant',
  item: (title, tier) => `Licence de plan de maison : ${title} (formule ${PACKAGES_FR[tier]})`,
  discount: (code) => `Remise (code promotionnel ${code})`,
  subtotal: 'Sous-total (HT)',
  total: 'Total',
  totalCredited: 'Total crédité',
  pricesIncludeTax: 'Les prix comprennent les taxes indiquées.',
  pricesExcludeTax: "Les taxes s'ajoutent aux prix.",
  refunded: (date) => `Remboursée le ${date}`,
  creditNoteRef: 'Avoir',
  forInvoice: 'Pour la facture',
  balance: 'Solde',
  paid: 'Payé',
  thanks: 'Merci pour votre achat.',
};

export function invoiceTexts(language: ShopLanguage): InvoiceTexts {
  return language === 'fr' ? FRENCH : ENGLISH;
}
