import type { Ad } from '@shop/shared/storefront/ads';
import { adEntity } from '../../../src/repositories/ad-item.ts';
import { type StoredReview, toReviewItem } from '../../../src/repositories/review-item.ts';

/** A stored review of villa-01 by user-2, as DynamoDB returns it. */
export function reviewItem(overrides: Partial<StoredReview> = {}) {
  const review: StoredReview = {
    id: 'rev-2',
    plan_id: 'villa-01',
    user_id: 'user-2',
    rating: 4,
    title: 'Clear drawings',
    content: 'The builder understood every sheet.',
    created_at: '2026-11-01T09:00:00.000Z',
    helpful_votes: 0,
    unhelpful_votes: 0,
    verified_purchase: false,
    user: { name: 'Kofi Boateng', avatar_url: '' },
    votes: {},
    ...overrides,
  };
  return toReviewItem(review);
}

/** A stored ad, live since October 2026 with no end, as DynamoDB returns it. */
export function adItem(overrides: Partial<Ad> = {}) {
  const ad: Ad = {
    id: 'ad-top',
    title: 'Custom design from ₵70 per m²',
    description: 'Design for your plot',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: '/images/ads/ad-top.svg',
    link_url: '/services',
    target_page: 'plans',
    is_active: true,
    priority: 10,
    start_date: '2026-10-01',
    end_date: null,
    impressions: 7,
    clicks: 2,
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
  return adEntity.toItem(ad);
}
