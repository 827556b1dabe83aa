import type { PlannedRow } from '../../src/domain/admin/plan-import/plan-rows.ts';

/** A CSV row that creates Villa Nima, as the import's dry run plans it; `gallery` says where its side view comes from. */
export function plannedVillaRow(gallery: PlannedRow['gallery']): PlannedRow {
  return {
    line: 2,
    id: 'new-villa',
    action: 'create',
    fields: {
      title: 'Villa Nima',
      description: '',
      plan_type: 'villa',
      bedrooms: 4,
      bathrooms: 3,
      area_sqm: 220,
      basic_price: 250,
      standard_price: 450,
      premium_price: 650,
      featured: false,
      status: 'active',
    },
    image: { upload: 'front.jpg' },
    gallery,
    files: { basic: [{ upload: 'nima.pdf' }], standard: [], premium: [] },
  };
}
