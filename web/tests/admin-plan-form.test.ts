import { PLAN_FORM_DEFAULTS, PLAN_FORM_MESSAGES } from '@shop/shared/admin/plan-write';
import { describe, expect, it } from 'vitest';
import {
  knownFieldErrors,
  planFormValues,
  planRequestBody,
  validatePlanForm,
} from '../src/features/admin-plans/utils/plan-form-values.ts';

const filled = (changes: Partial<ReturnType<typeof planFormValues>>) => ({
  ...planFormValues(),
  title: 'Tema Courtyard Villa',
  ...changes,
});

describe('the admin plan form', () => {
  it('starts a new plan with the defaults of the form: villa, 3 / 2, 186 sq m, 199.99 / 399.99 / 599.99, active, not featured', () => {
    // Act
    const values = planFormValues();

    // Assess
    expect(values).toMatchObject({
      title: '',
      plan_type: 'villa',
      bedrooms: '3',
      bathrooms: '2',
      area_sqm: '186',
      basic_price: '199.99',
      standard_price: '399.99',
      premium_price: '599.99',
      featured: false,
      status: 'active',
      gallery_images: [],
      plan_files: { basic: [], standard: [], premium: [] },
    });
  });

  it('accepts the defaults once a title is given, and sends numbers', () => {
    // Prepare
    const values = filled({});

    // Act / Assess
    expect(validatePlanForm(values)).toEqual({});
    expect(planRequestBody(values)).toMatchObject({ bedrooms: 3, bathrooms: 2, area_sqm: 186, basic_price: 199.99 });
  });

  it('edits the optional French title and description, sends them trimmed, and says when one is too long', () => {
    const values = filled({});
    const edited = planFormValues({ ...PLAN_FORM_DEFAULTS, title_fr: 'Villa jardin' });
    expect(edited.title_fr).toBe('Villa jardin');
    expect(edited.description_fr).toBe('');

    const body = planRequestBody({ ...values, title_fr: '  Villa jardin ', description_fr: ' Une villa. ' });

    expect(body).toMatchObject({ title_fr: 'Villa jardin', description_fr: 'Une villa.' });
    expect(validatePlanForm({ ...values, title_fr: 'x'.repeat(151) }).title_fr).toBe(
      'French title must be at most 150 characters',
    );
  });

  it('requires a title', () => {
    // Act / Assess
    expect(validatePlanForm(filled({ title: '   ' })).title).toBe(PLAN_FORM_MESSAGES.titleRequired);
  });

  it.each([
    ['bedrooms', '0', PLAN_FORM_MESSAGES.bedrooms],
    ['bathrooms', '0', PLAN_FORM_MESSAGES.bathrooms],
    ['bedrooms', '2.5', PLAN_FORM_MESSAGES.bedrooms],
    ['area_sqm', '5', PLAN_FORM_MESSAGES.area],
    ['area_sqm', '', PLAN_FORM_MESSAGES.area],
    ['basic_price', '-1', PLAN_FORM_MESSAGES.price('Basic')],
    ['premium_price', '10.005', PLAN_FORM_MESSAGES.price('Premium')],
  ] as const)('refuses %s = "%s" with a message naming the rule', (field, typed, message) => {
    // Act
    const errors = validatePlanForm(filled({ [field]: typed }));

    // Assess
    expect(errors[field]).toBe(message);
  });

  it('accepts the edges: 1 bedroom, 10 sq m, a free basic package, prices in cents', () => {
    // Act / Assess
    expect(
      validatePlanForm(
        filled({ bedrooms: '1', bathrooms: '1', area_sqm: '10', basic_price: '0', standard_price: '0.01' }),
      ),
    ).toEqual({});
  });

  it('shows the server field errors under the fields they belong to, the first per field', () => {
    // Act
    const errors = knownFieldErrors({
      title: 'Title is required',
      'plan_files.basic.0': 'basic files must be files uploaded for this tier',
      surprise: 'not a form field',
    });

    // Assess
    expect(errors).toEqual({
      title: 'Title is required',
      plan_files: 'basic files must be files uploaded for this tier',
    });
  });
});
