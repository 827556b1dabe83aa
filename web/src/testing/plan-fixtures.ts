import type { PublicPlan } from '@shop/shared/plans/plan';

/** A valid public plan; tests override only the fields their outcome depends on. */
export function makePlan(overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id: 'plan-1',
    title: 'Tema Family Villa',
    description: 'A four-bedroom villa with a shaded veranda.',
    plan_type: 'villa',
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 220,
    basic_price: 2500,
    standard_price: 3500,
    premium_price: 5000,
    featured: false,
    status: 'active',
    image_url: 'https://images.example.com/villa.jpg',
    gallery_images: [],
    rating_average: 0,
    rating_count: 0,
    downloads: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
