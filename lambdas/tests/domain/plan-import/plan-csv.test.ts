import { PLAN_CSV_COLUMNS } from '@shop/shared/admin/plan-import';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { describe, expect, it } from 'vitest';
import { parsePlanCsv, plansCsv } from '../../../src/domain/admin/plan-import/plan-csv.ts';
import { checkPlanRows, importedPlanId } from '../../../src/domain/admin/plan-import/plan-rows.ts';

const HEADER = PLAN_CSV_COLUMNS.join(',');
const MB = 1024 * 1024;

function row(cells: Partial<Record<(typeof PLAN_CSV_COLUMNS)[number], string>>): string {
  return PLAN_CSV_COLUMNS.map((column) => {
    const cell = cells[column] ?? '';
    return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }).join(',');
}

const good = {
  title: 'Villa Nima',
  plan_type: 'villa',
  bedrooms: '4',
  bathrooms: '3',
  area_sqm: '220',
  basic_price: '250',
  standard_price: '450',
  premium_price: '650.5',
  featured: 'false',
  status: 'draft',
  image: 'nima-front.jpg',
  gallery_images: 'nima-side.jpg|nima-back.png',
  basic_files: 'nima-plans.pdf',
};
const inventory = new Map([
  ['nima-front.jpg', 2 * MB],
  ['nima-side.jpg', MB],
  ['nima-back.png', MB],
  ['nima-plans.pdf', 5 * MB],
  ['huge.jpg', 11 * MB],
  ['drawing.exe', MB],
]);

function check(csv: string, existing = new Map<string, AdminPlan>()) {
  const parsed = parsePlanCsv(csv);
  const checked = checkPlanRows('import-1', parsed.rows, existing, inventory);
  return { ...checked, problems: [...parsed.problems, ...checked.problems] };
}

describe('the plans CSV', () => {
  it('reads a good row into the plan fields, its pictures and files', () => {
    // Prepare
    const csv = `${HEADER}\n${row(good)}\n`;

    // Act
    const { planned, problems } = check(csv);

    // Assess
    expect(problems).toEqual([]);
    expect(planned).toEqual([
      expect.objectContaining({
        line: 2,
        id: importedPlanId('import-1', 2),
        action: 'create',
        fields: expect.objectContaining({ title: 'Villa Nima', bedrooms: 4, premium_price: 650.5, status: 'draft' }),
        image: { upload: 'nima-front.jpg' },
        gallery: [{ upload: 'nima-side.jpg' }, { upload: 'nima-back.png' }],
        files: { basic: [{ upload: 'nima-plans.pdf' }], standard: [], premium: [] },
      }),
    ]);
  });

  it('reports unknown, doubled and missing columns on line 1 and reads no row', () => {
    const { planned, problems } = check('name,bedrooms,bedrooms\nVilla,3,3\n');

    expect(planned).toEqual([]);
    expect(problems).toEqual([
      { line: 1, field: 'name', message: 'Unknown column "name"' },
      { line: 1, field: 'bedrooms', message: 'Column "bedrooms" appears twice' },
      { line: 1, field: 'title', message: 'Column "title" is missing' },
    ]);
  });

  it('reports every bad value, missing, mistyped and too large file and duplicate id by line and field', () => {
    const csv = [
      HEADER,
      row({ ...good, id: 'plan-a', bedrooms: 'three', basic_price: '-5', status: 'sold', featured: 'yes' }),
      // A quoted description over two lines: the next row's line number still counts them.
      row({ ...good, id: 'plan-b', description: 'Two\nlines', title: '', image: 'missing.jpg' }),
      row({ ...good, id: 'plan-a', gallery_images: 'huge.jpg', basic_files: 'drawing.exe|nima-front.jpg' }),
      row({ ...good, id: 'bad id!', standard_files: 'plans/other-plan/standard/x.pdf' }),
    ].join('\n');

    const { planned, problems } = check(csv);

    expect(planned).toEqual([]);
    expect(problems).toEqual([
      { line: 2, field: 'bedrooms', message: 'Bedrooms must be a whole number of at least 1' },
      { line: 2, field: 'basic_price', message: 'Basic price must be 0 or more, in steps of 0.01' },
      { line: 2, field: 'featured', message: 'Featured must be true or false' },
      { line: 2, field: 'status', message: 'Status must be one of: active, inactive, draft' },
      { line: 3, field: 'title', message: 'Title is required' },
      { line: 3, field: 'image', message: 'File "missing.jpg" was not uploaded with the CSV' },
      { line: 5, field: 'id', message: 'Duplicate id: line 2 has the same id' },
      { line: 5, field: 'gallery_images', message: '"huge.jpg" is larger than 10MB' },
      { line: 5, field: 'basic_files', message: '"drawing.exe" is not a plan file (pdf, dwg, dxf, zip, rar, 7z)' },
      { line: 5, field: 'basic_files', message: '"nima-front.jpg" is not a plan file (pdf, dwg, dxf, zip, rar, 7z)' },
      { line: 6, field: 'id', message: 'id must be 1 to 64 letters, digits, - or _ (or empty for a new plan)' },
      {
        line: 6,
        field: 'standard_files',
        message: '"plans/other-plan/standard/x.pdf" is not one of this plan\'s stored files',
      },
    ]);
  });

  it('exports the catalogue in the format it reads back with no problem, formulas kept as text', () => {
    // Prepare: a stored plan with its own pictures and files, and a title a spreadsheet would run as a formula
    const plan: AdminPlan = {
      id: 'villa-01',
      title: '=HYPERLINK("x")',
      description: 'Line one,\nline "two"',
      title_fr: 'Villa modèle',
      plan_type: 'villa',
      bedrooms: 3,
      bathrooms: 2,
      area_sqm: 186.5,
      footprint_width_m: 12.5,
      footprint_depth_m: 15,
      basic_price: 199.99,
      standard_price: 399.99,
      premium_price: 599.99,
      featured: true,
      status: 'active',
      image_url: '/images/plans/villa-01/abc/1600.jpg',
      gallery_images: ['/images/plans/villa-01/def/1600.jpg'],
      plan_files: {
        basic: ['plans/villa-01/basic/villa.pdf'],
        standard: [],
        premium: ['plans/villa-01/premium/set.zip'],
      },
      rating_average: 4.5,
      rating_count: 2,
      downloads: 9,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };

    // Act
    const csv = plansCsv([plan]);
    const { planned, problems } = check(csv, new Map([[plan.id, plan]]));

    // Assess
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(problems).toEqual([]);
    expect(planned[0]).toMatchObject({
      id: 'villa-01',
      action: 'update',
      fields: { title: plan.title, description: plan.description, title_fr: 'Villa modèle', footprint_width_m: 12.5 },
      image: { stored: plan.image_url },
      files: {
        basic: [{ stored: 'plans/villa-01/basic/villa.pdf' }],
        premium: [{ stored: 'plans/villa-01/premium/set.zip' }],
      },
    });
  });
});
