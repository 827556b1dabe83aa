import { BUSINESS } from '@shop/shared/business';
import { describe, expect, it } from 'vitest';
import { siteIdentity } from '../src/lib/site-settings/site-identity.ts';

describe('siteIdentity', () => {
  it('shows the firm’s name and email until the settings answer, never blanks', () => {
    // Act
    const identity = siteIdentity(undefined);

    // Assess
    expect(identity.site_name).toBe(BUSINESS.name);
    expect(identity.contact_email).toBe(BUSINESS.email);
    expect(identity.site_description).not.toBe('');
  });

  it('shows what staff saved once the settings answer', () => {
    // Prepare
    const saved = {
      site_name: 'Accra Homes',
      site_description: 'Plans for every plot.',
      contact_email: 'hello@accrahomes.example',
    };

    // Act / Assess
    expect(siteIdentity(saved)).toEqual(saved);
  });

  it('falls back field by field where a saved value is empty or blank', () => {
    // Prepare
    const fallback = siteIdentity(undefined);

    // Act
    const identity = siteIdentity({ site_name: 'Accra Homes', site_description: '   ', contact_email: '' });

    // Assess
    expect(identity).toEqual({
      site_name: 'Accra Homes',
      site_description: fallback.site_description,
      contact_email: BUSINESS.email,
    });
  });
});
