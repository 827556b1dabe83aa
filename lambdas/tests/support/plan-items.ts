import type { AdminPlan } from '@shop/shared/plans/plan';
import { toPlanItem } from '../../src/repositories/plan-item.ts';

export function samplePlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 'villa-01',
    title: '4-Bedroom Tema Villa',
    description: 'A courtyard villa for a 70 x 100 plot.',
    plan_type: 'villa',
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 220,
    basic_price: 2500,
    standard_price: 4000,
    premium_price: 6000,
    featured: true,
    status: 'active',
    image_url: '/images/plans/villa-01/main.svg',
    gallery_images: ['/images/plans/villa-01/g1.svg'],
    rating_average: 4.5,
    rating_count: 12,
    downloads: 40,
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-01T10:00:00.000Z',
    plan_files: { basic: ['plans/villa-01/basic/plan.pdf'], standard: [], premium: [] },
    ...overrides,
  };
}

export function sampleItem(overrides: Partial<AdminPlan> = {}) {
  return toPlanItem(samplePlan(overrides));
}
