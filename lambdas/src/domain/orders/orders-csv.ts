import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { stringify } from 'csv-stringify/sync';

/** The export's columns: header text and how each cell reads. Amounts with 2 decimals, times ISO 8601. */
const COLUMNS: readonly { header: string; cell: (row: AdminOrderRow) => string | number }[] = [
  { header: 'Order ID', cell: (row) => row.id },
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'Created At', cell: (row) => row.created_at },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Plan ID', cell: (row) => row.plan_id },
  { header: 'Plan Title', cell: (row) => row.plan_title },
  { header: 'Package', cell: (row) => row.package_type },
  { header: 'Buyer Email', cell: (row) => row.user_email },
  { header: 'User ID', cell: (row) => row.user_id },
  { header: 'Amount', cell: (row) => row.amount.toFixed(2) },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Paid At', cell: (row) => row.paid_at ?? '' },
  { header: 'Downloads', cell: (row) => row.download_count },
  // Added after the first columns so spreadsheets built on them keep working. The same split as the invoice:
  // net + tax = gross (= Amount), each from the order's frozen tax lines.
  { header: 'Net', cell: (row) => row.net.toFixed(2) },
  { header: 'Tax', cell: (row) => row.tax.toFixed(2) },
  { header: 'Gross', cell: (row) => row.amount.toFixed(2) },
  { header: 'Invoice Number', cell: (row) => row.invoice_number ?? '' },
  { header: 'Credit Note Number', cell: (row) => row.credit_note_number ?? '' },
  // The promotion code and what it took off the catalogue price before tax (Net and Gross are already after it).
  { header: 'Promotion Code', cell: (row) => row.promotion_code ?? '' },
  { header: 'Discount', cell: (row) => (row.discount ?? 0).toFixed(2) },
];

/** One array of cells per order, in column order: what the CSV writer receives. */
export function orderCsvRecord(row: AdminOrderRow): (string | number)[] {
  return COLUMNS.map((column) => column.cell(row));
}

/**
 * The CSV text: a header row, then one record per order. csv-stringify quotes cells holding commas, quotes or
 * line breaks; `escape_formulas` puts an apostrophe before text cells starting with = + - @ (or a tab or
 * carriage return), so a plan title or email like "=HYPERLINK(...)" opens in a spreadsheet as text, not as
 * a formula (CSV injection).
 */
export function ordersCsv(rows: readonly AdminOrderRow[]): string {
  return stringify([COLUMNS.map((column) => column.header), ...rows.map(orderCsvRecord)], {
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
