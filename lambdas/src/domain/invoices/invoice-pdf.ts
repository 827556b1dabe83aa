import { BUSINESS } from '@shop/shared/business';
import { USD_PER_GHS } from '@shop/shared/constants';
import { DEFAULT_LANGUAGE } from '@shop/shared/i18n/languages';
import { addressLines } from '@shop/shared/invoices/billing';
import { orderTax, taxOf } from '@shop/shared/invoices/tax';
import type { Order } from '@shop/shared/orders/order';
import { discountLine } from '@shop/shared/promotions/discount-line';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawableText } from '../deliveries/licence-details.ts';
import { extraInvoiceItem, extraInvoiceNotes } from '../plan-extras/invoice-lines.ts';
import { type InvoiceTexts, invoiceTexts } from './invoice-texts.ts';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 56;
const RIGHT = PAGE.width - 56;

/** The shop as the saved settings name it. */
export interface InvoiceIssuer {
  site_name: string;
  contact_email: string;
}

export type InvoiceKind = 'invoice' | 'credit_note';

/** "GHS 1,450.00" / "GHS 1 450,00": the standard PDF fonts have no cedi sign, so the ISO code stands in. */
function money(pesewas: number, texts: InvoiceTexts): string {
  const value = new Intl.NumberFormat(texts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(pesewas / 100)
    .replace(/[\u202f\u00a0]/g, ' ');
  return `GHS ${value}`;
}

/** The dollar equivalent the shop shows beside its prices. */
function usd(pesewas: number, texts: InvoiceTexts): string {
  const value = new Intl.NumberFormat(texts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format((pesewas / 100) * USD_PER_GHS)
    .replace(/[\u202f\u00a0]/g, ' ');
  return `USD ${value}`;
}

/** "25 November 2026" / "25 novembre 2026", in Accra time. */
function day(iso: string | null | undefined, texts: InvoiceTexts): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(texts.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Accra',
  }).format(new Date(iso));
}

const rate = (percent: number, texts: InvoiceTexts) =>
  `${new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 }).format(percent)}%`;

/**
 * The invoice of a paid order, or the credit note of a refunded one, as one A4 page in the order's language: the
 * shop, the buyer's billing details, the line, the tax lines frozen on the order, the totals in GHS with the USD
 * equivalent, and (on a refunded order's invoice) the refund and its credit note.
 */
export async function invoicePdf(order: Order, issuer: InvoiceIssuer, kind: InvoiceKind): Promise<Uint8Array> {
  const texts = invoiceTexts(order.language ?? DEFAULT_LANGUAGE);
  const breakdown = orderTax(order);
  const sign = kind === 'credit_note' ? -1 : 1;
  const number = (kind === 'invoice' ? order.invoice_number : order.credit_note_number) ?? '';
  const issued = kind === 'invoice' ? order.paid_at : order.refunded_at;

  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 64;
  const line = (text: string, font = regular, size = 10, x = LEFT) => {
    draw(page, text, font, size, x, y);
  };
  const next = (gap = 15) => {
    y -= gap;
  };
  const amountRow = (label: string, pesewas: number, font = regular) => {
    line(label, font);
    drawRight(page, money(sign * pesewas, texts), font, 10, y);
    next();
  };

  // The issuer, then the document's title and facts.
  line(issuer.site_name, bold, 14);
  next(16);
  line(BUSINESS.address);
  next(13);
  line(`${issuer.contact_email} - ${BUSINESS.phones[0]}`);
  next(36);
  line(kind === 'invoice' ? texts.invoiceTitle : texts.creditNoteTitle, bold, 22);
  next(28);
  const facts: [string, string][] = [
    [texts.number, number],
    [texts.date, day(issued, texts)],
    [texts.order, order.reference],
    ...(kind === 'credit_note' ? ([[texts.forInvoice, order.invoice_number ?? '']] as [string, string][]) : []),
    [texts.payment, `Paystack${order.channel ? ` (${order.channel.replace('_', ' ')})` : ''}`],
  ];
  for (const [label, value] of facts) {
    line(`${label}:`, bold);
    line(value, regular, 10, LEFT + 90);
    next();
  }

  // Who the document is made out to.
  next(12);
  line(texts.billTo, bold, 11);
  next();
  const billing = order.billing ?? { name: order.licenceName ?? order.user_email };
  for (const text of [billing.name, billing.company, ...addressLines(billing.address ?? '')]) {
    if (!text) continue;
    line(text);
    next(13);
  }
  if (billing.tax_number) {
    line(`${texts.taxNumber}: ${billing.tax_number}`);
    next(13);
  }
  line(order.user_email);
  next(30);

  // The line, the taxes frozen on the order, the totals.
  line(texts.description, bold);
  drawRight(page, texts.amount, bold, 10, y);
  next(6);
  rule(page, y);
  next(14);
  // Cut so that a long plan title never runs into the amount column.
  // An upgrade or an extra build names the order it extends above its line.
  for (const note of extraInvoiceNotes(order)) {
    line(note.slice(0, 90));
    next();
  }
  // A promotion code: the line at its list price, then the discount as its own line, both net of tax (0056).
  const discount = discountLine(order);
  amountRow(
    (extraInvoiceItem(order) ?? texts.item(order.plan_title, order.package_type)).slice(0, 80),
    discount ? discount.list_net_pesewas : breakdown.net_pesewas,
  );
  if (discount) amountRow(texts.discount(discount.code).slice(0, 80), -discount.discount_net_pesewas);
  next(4);
  rule(page, y + 10);
  amountRow(texts.subtotal, breakdown.net_pesewas);
  for (const tax of breakdown.lines) amountRow(`${tax.name} (${rate(tax.rate_percent, texts)})`, tax.amount_pesewas);
  const total = breakdown.net_pesewas + taxOf(breakdown);
  amountRow(kind === 'invoice' ? texts.total : texts.totalCredited, total, bold);
  drawRight(page, usd(sign * total, texts), regular, 9, y);
  next(18);
  if (breakdown.lines.length > 0) {
    line(breakdown.prices_include_tax ? texts.pricesIncludeTax : texts.pricesExcludeTax, regular, 9);
    next();
  }

  if (kind === 'invoice') {
    amountRow(texts.paid, total);
    if (order.status === 'refunded') {
      const refund = `${texts.refunded(day(order.refunded_at, texts))}${
        order.credit_note_number ? ` - ${texts.creditNoteRef} ${order.credit_note_number}` : ''
      }`;
      amountRow(refund, -total);
      amountRow(texts.balance, 0, bold);
    }
    next(20);
    line(texts.thanks);
  }

  pdf.setTitle(`${kind === 'invoice' ? texts.invoiceTitle : texts.creditNoteTitle} ${number}`);
  pdf.setAuthor(issuer.site_name);
  pdf.setCreationDate(new Date(issued ?? order.created_at));
  return pdf.save();
}

function draw(page: PDFPage, text: string, font: PDFFont, size: number, x: number, y: number): void {
  page.drawText(drawableText(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

function drawRight(page: PDFPage, text: string, font: PDFFont, size: number, y: number): void {
  const drawn = drawableText(text);
  page.drawText(drawn, { x: RIGHT - font.widthOfTextAtSize(drawn, size), y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

function rule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
}
