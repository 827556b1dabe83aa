import { LOGO_URL } from '@shop/shared/constants';
import { describe, expect, it } from 'vitest';
import { planImageUrl } from '../src/lib/plans/plan-image.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

describe('planImageUrl', () => {
  it('shows the main image, with https added to a protocol-relative address', () => {
    // Act
    const url = planImageUrl(makePlan({ image_url: ' //cdn.example.com/a.jpg ' }));

    // Assess
    expect(url).toBe('https://cdn.example.com/a.jpg');
  });

  it('uses the first gallery image when the main image is blank', () => {
    // Act
    const url = planImageUrl(makePlan({ image_url: '  ', gallery_images: ['', '/images/plans/p1/side.jpg'] }));

    // Assess
    expect(url).toBe('/images/plans/p1/side.jpg');
  });

  it("falls back to the plan type's drawing when there is no picture, and to the logo for other types", () => {
    // Act
    const bungalow = planImageUrl(makePlan({ plan_type: 'bungalow', image_url: '' }));
    const duplex = planImageUrl(makePlan({ plan_type: 'duplex', image_url: '' }));

    // Assess
    expect(bungalow).toBe('/plan-types/bungalow.svg');
    expect(duplex).toBe(LOGO_URL);
  });

  it('shows the logo instead of a placeholder-service picture', () => {
    // Act
    const url = planImageUrl(makePlan({ image_url: 'https://via.placeholder.com/400x300?text=Villa' }));

    // Assess
    expect(url).toBe(LOGO_URL);
  });
});
