import { describe, expect, it } from 'vitest';
import { planInLanguage } from '../src/plans/plan-in-language.ts';

const plan = { title: 'Garden Villa', description: 'A villa.', title_fr: 'Villa jardin', description_fr: '' };

describe('a plan in the reader language', () => {
  it('shows French texts to French readers, English wherever no French text was written', () => {
    expect(planInLanguage(plan, 'fr')).toMatchObject({ title: 'Villa jardin', description: 'A villa.' });
    expect(planInLanguage({ title: 'T', description: 'D' }, 'fr')).toMatchObject({ title: 'T', description: 'D' });
  });

  it('leaves English readers the English texts', () => {
    expect(planInLanguage(plan, 'en')).toMatchObject({ title: 'Garden Villa', description: 'A villa.' });
  });
});
