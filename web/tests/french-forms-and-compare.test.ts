import { CONTACT_LIMITS } from '@shop/shared/content/contact';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAvatarFile } from '../src/features/accounts/utils/avatar-file.ts';
import { COMPARE_ROWS } from '../src/features/compare/utils/compare-rows.ts';
import {
  contactErrorText,
  EMPTY_CONTACT_FORM,
  validateContactForm,
} from '../src/features/contact/utils/contact-form-values.ts';
import { contactPrefill } from '../src/features/contact/utils/contact-prefill.ts';
import { planShareDescription } from '../src/features/seo/utils/plan-share.ts';
import { activateLanguage, moreTextsReady, t } from '../src/i18n/i18n.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';
import { shownCompareFigures } from './support/compare-figures.ts';

const ID = '3f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70';
const COMPLETE = { ...EMPTY_CONTACT_FORM, name: 'Ama', email: 'ama@example.com', subject: 'Plan', message: 'Bonjour' };

/** A French page: both catalogs loaded, as the contact page, the plan list and the buyer's area have them. */
beforeAll(async () => {
  await activateLanguage('fr');
  await moreTextsReady();
});

describe('the contact form on a French page', () => {
  it('asks for the required fields in French', () => {
    // Act
    const errors = validateContactForm(EMPTY_CONTACT_FORM, ID);

    // Assess
    expect(errors).toEqual({
      name: 'Le nom complet est obligatoire',
      email: 'Veuillez saisir une adresse e-mail valide, par exemple ama@example.com',
      subject: 'L’objet est obligatoire',
      message: 'Le message est obligatoire',
    });
  });

  it('has French for every check the API shares with the form (a limit changed in shared/ shows up here)', () => {
    // Prepare: each field too long, or not a phone number
    const tooLong = (max: number) => 'x'.repeat(max + 1);
    const cases = [
      { ...COMPLETE, name: tooLong(CONTACT_LIMITS.name) },
      { ...COMPLETE, subject: tooLong(CONTACT_LIMITS.subject) },
      { ...COMPLETE, message: tooLong(CONTACT_LIMITS.message) },
      { ...COMPLETE, phone: tooLong(CONTACT_LIMITS.phone) },
      { ...COMPLETE, phone: 'call me' },
      { ...COMPLETE, email: `${'a'.repeat(250)}@example.com` },
    ];

    // Act
    const messages = cases.flatMap((values) => Object.values(validateContactForm(values, ID)));

    // Assess: six French messages, none left in English
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(message).not.toMatch(/ (is required|must be|characters)/);
    expect(messages).toContain('Le message doit faire au plus 5 000 caractères');
    expect(messages).toContain('Le téléphone doit être un numéro de téléphone, par exemple +233 24 000 0000');
  });

  it('says why sending failed in French, the server’s 429 included', () => {
    // Assess
    expect(
      contactErrorText(new ApiError(429, 'Too many messages from your connection. Please try again in 7 minutes.')),
    ).toBe('Trop de messages depuis votre connexion. Veuillez réessayer dans 7 minutes.');
    expect(
      contactErrorText(new ApiError(429, 'Too many messages from your connection. Please try again in 1 minute.')),
    ).toBe('Trop de messages depuis votre connexion. Veuillez réessayer dans 1 minute.');
    expect(contactErrorText(new TypeError('Failed to fetch'))).toBe(
      'Erreur\u00a0: le message n’a pas pu être envoyé. Veuillez réessayer ou nous contacter directement.',
    );
  });

  it('fills the estimate request in French, keeping the plan type value the API knows', () => {
    // Act
    const values = contactPrefill(
      new URLSearchParams({ service: 'cost-planning', plan: 'tema-villa', title: 'Tema Villa', type: 'villa' }),
    );

    // Assess
    expect(values.subject).toBe('Estimation des coûts et métré\u00a0: Tema Villa');
    expect(values.planType).toBe('villa');
    expect(values.message?.split('\n')[0]).toMatch(
      /^Je souhaite une estimation détaillée .*Tema Villa \(plan tema-villa\)/,
    );
    expect(values.message).not.toMatch(/I would like|My plot size/);
  });
});

describe('the compare dialog on a French page', () => {
  it('writes prices, areas, ratings and counts the French way', () => {
    // Act
    const shown = shownCompareFigures();

    // Assess: narrow no-break spaces between thousands and before the symbols
    expect(shown).toEqual([
      '2\u202f000\u202f₵ (134,00\u202f$)',
      '1\u202f250,5\u00a0m²',
      '4,3 / 5 (4 avis)',
      '1\u202f234',
    ]);
  });

  it('says a plan without reviews has none, in French', () => {
    // Assess
    expect(COMPARE_ROWS.find((row) => row.label === 'Rating')?.value(makePlan())).toBe('Pas encore d’avis');
  });
});

describe('the profile picture checks on a French page', () => {
  it('explain a refused file in French', () => {
    // Act
    const problem = checkAvatarFile({ type: 'application/pdf', size: 10 });

    // Assess
    expect(problem && [t(problem.title), t(problem.description)]).toEqual([
      'Type de fichier non valide',
      'Veuillez choisir un fichier image (JPG, PNG, GIF, etc.)',
    ]);
  });
});

describe('a plan page’s description for search engines, on a French page', () => {
  it('says what the plan is and what it costs in French (its own description stays as written)', () => {
    // Act
    const text = planShareDescription({
      plan_type: 'townhouse',
      bedrooms: 4,
      bathrooms: 3,
      area_sqm: 1250,
      basic_price: 2500,
      description: 'A terrace of townhouses.',
    });

    // Assess
    expect(text).toBe(
      'Plan de maison de ville, 4 chambres, 3 salles de bain, 1\u202f250 m². À partir de 2\u202f500\u202f₵ (≈ 167,50\u202f$). A terrace of townhouses.',
    );
  });
});
