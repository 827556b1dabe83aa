import { describe, expect, it } from 'vitest';
import {
  parseSpecifications,
  projectCountLabel,
  projectFormValues,
  projectRequest,
} from '../src/features/admin-portfolio/utils/project-form.ts';
import { settingsFormValues, tabChanges } from '../src/features/admin-settings/utils/settings-form.ts';
import { SAVED_SITE_SETTINGS } from './support/saved-site-settings.ts';

describe('the settings tabs', () => {
  it('sends only the fields of the tab being saved', () => {
    // Prepare
    const values = { ...settingsFormValues(SAVED_SITE_SETTINGS), site_name: 'Tema Plans', notify_new_orders: false };

    // Act
    const general = tabChanges('general', values);
    const notifications = tabChanges('notifications', values);

    // Assess
    expect(general).toEqual({
      ok: true,
      body: {
        site_name: 'Tema Plans',
        site_description: SAVED_SITE_SETTINGS.site_description,
        contact_email: SAVED_SITE_SETTINGS.contact_email,
      },
    });
    expect(notifications).toEqual({
      ok: true,
      body: { notify_new_orders: false, notify_new_users: true, notify_payment_confirmations: true },
    });
  });

  it('saves an empty session timeout as the 60 minutes of its placeholder', () => {
    // Act
    const security = tabChanges('security', {
      ...settingsFormValues(SAVED_SITE_SETTINGS),
      session_timeout_minutes: '',
    });

    // Assess
    expect(security.ok && security.body.session_timeout_minutes).toBe(60);
  });

  it('refuses an empty site name and an address that is not one, by field', () => {
    // Act
    const general = tabChanges('general', {
      ...settingsFormValues(SAVED_SITE_SETTINGS),
      site_name: ' ',
      contact_email: 'nope',
    });

    // Assess
    expect(general).toEqual({
      ok: false,
      errors: { site_name: 'Site name is required', contact_email: 'Please enter a valid contact email' },
    });
  });
});

describe('the portfolio form', () => {
  it('starts a new project in progress and requires a title', () => {
    // Prepare
    const values = projectFormValues();

    // Act / Assess
    expect(values.status).toBe('in-progress');
    expect(projectRequest(values)).toEqual({ ok: false, errors: { title: 'Title is required' } });
  });

  it('turns feature lines and "Name: value" lines into lists and records, an empty current image into null', () => {
    // Prepare
    const values = {
      ...projectFormValues(),
      title: 'Community Clinic',
      features: 'Solar roof\n\n  Rainwater tank ',
      specifications: 'Floors: 2\nArea: 450 m²: approx\nParking',
    };

    // Act
    const request = projectRequest(values);

    // Assess
    expect(request.ok && request.body).toMatchObject({
      title: 'Community Clinic',
      status: 'in-progress',
      current_image: null,
      features: ['Solar roof', 'Rainwater tank'],
      specifications: { Floors: '2', Area: '450 m²: approx', Parking: '' },
    });
  });

  it('reads specifications back the way they are typed', () => {
    // Act / Assess
    expect(parseSpecifications('a: 1\n: nameless\nb:2')).toEqual({ a: '1', b: '2' });
  });

  it('shows under Specifications why a "__proto__" line or too many lines would be refused', () => {
    const values = projectFormValues();

    const polluted = projectRequest({ ...values, title: 'A', specifications: '__proto__: x\nFloors: 2' });
    const tooMany = projectRequest({
      ...values,
      title: 'A',
      specifications: Array.from({ length: 31 }, (_, i) => `Row ${i}: x`).join('\n'),
    });

    expect(polluted).toEqual({
      ok: false,
      errors: { specifications: 'Specification name cannot be __proto__, constructor, prototype' },
    });
    expect(tooMany).toEqual({ ok: false, errors: { specifications: 'At most 30 specifications' } });
  });

  it("counts '1 Project' and 'N Projects'", () => {
    // Act / Assess
    expect(projectCountLabel(1)).toBe('1 Project');
    expect(projectCountLabel(0)).toBe('0 Projects');
    expect(projectCountLabel(7)).toBe('7 Projects');
  });
});
