import { type ImportProblem, PLAN_CSV_COLUMNS, PLAN_CSV_LIST_SEPARATOR } from '@shop/shared/admin/plan-import';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** One data row: its line in the file (the header is line 1) and its cells by column name. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<string, string>>;
}

const REQUIRED = ['title'] as const;

/**
 * Reads the plans CSV (csv-parse: quotes, embedded line breaks, a byte-order mark). The header must name only
 * known columns, title among them; a row with more cells than the header is reported. Empty lines are skipped.
 */
export function parsePlanCsv(text: string): { rows: CsvRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      rows: [],
      problems: [{ line, field: '', message: `The CSV cannot be read: ${(error as Error).message}` }],
    };
  }
  const [head, ...body] = records;
  if (!head) return { rows: [], problems: [{ line: 1, field: '', message: 'The CSV is empty' }] };
  const header = head.record.map((name) => name.trim());
  const known = new Set<string>(PLAN_CSV_COLUMNS);
  header.forEach((name, index) => {
    if (!known.has(name))
      problems.push({ line: 1, field: name || `column ${index + 1}`, message: `Unknown column "${name}"` });
    else if (header.indexOf(name) !== index)
      problems.push({ line: 1, field: name, message: `Column "${name}" appears twice` });
  });
  for (const name of REQUIRED)
    if (!header.includes(name)) problems.push({ line: 1, field: name, message: `Column "${name}" is missing` });
  if (problems.length) return { rows: [], problems };

  const rows = body.map(({ record, info }) => {
    // info.lines is the line the record ends on; a record spans as many lines as its line breaks.
    const line = info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    if (record.length > header.length)
      problems.push({
        line,
        field: '',
        message: `The row has ${record.length} cells; the header names ${header.length}`,
      });
    const cells: Partial<Record<string, string>> = {};
    header.forEach((name, index) => {
      cells[name] = unescapeFormula(record[index] ?? '');
    });
    return { line, cells };
  });
  return { rows, problems };
}

/** Export's formula guard puts an apostrophe before = + - @ tab or CR; read back, the apostrophe goes. */
function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** One CSV record per plan, in PLAN_CSV_COLUMNS order. */
export function planCsvRecord(plan: AdminPlan): string[] {
  const list = (values: readonly string[]) => values.join(PLAN_CSV_LIST_SEPARATOR);
  const cells: Record<(typeof PLAN_CSV_COLUMNS)[number], string> = {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    title_fr: plan.title_fr ?? '',
    description_fr: plan.description_fr ?? '',
    plan_type: plan.plan_type,
    bedrooms: String(plan.bedrooms),
    bathrooms: String(plan.bathrooms),
    area_sqm: String(plan.area_sqm),
    footprint_width_m: plan.footprint_width_m === undefined ? '' : String(plan.footprint_width_m),
    footprint_depth_m: plan.footprint_depth_m === undefined ? '' : String(plan.footprint_depth_m),
    basic_price: String(plan.basic_price),
    standard_price: String(plan.standard_price),
    premium_price: String(plan.premium_price),
    featured: String(plan.featured),
    status: plan.status,
    image: plan.image_url,
    gallery_images: list(plan.gallery_images),
    basic_files: list(plan.plan_files.basic),
    standard_files: list(plan.plan_files.standard),
    premium_files: list(plan.plan_files.premium),
  };
  return PLAN_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * The catalogue as the import reads it. `escape_formulas` keeps a title such as "=HYPERLINK(...)" text when the
 * file is opened in a spreadsheet; the import takes the apostrophe off again.
 */
export function plansCsv(plans: readonly AdminPlan[]): string {
  return stringify([[...PLAN_CSV_COLUMNS], ...plans.map(planCsvRecord)], {
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
