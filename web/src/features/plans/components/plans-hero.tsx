import { t } from '../../../i18n/i18n.ts';
/** The banner at the top of the plan list. */
export function PlansHero() {
  return (
    <section className="page-hero" aria-labelledby="plans-hero-heading">
      <div className="container">
        <p className="eyebrow">{t('House plans for Ghana')}</p>
        <h1 id="plans-hero-heading">{t('Find Your Perfect House Plan')}</h1>
        <p className="page-hero-lead">
          {t(
            'Villas, bungalows and townhouses designed for Ghanaian plots and climate. Every plan comes in Basic, Standard and Premium packages, priced in cedis.',
          )}
        </p>
      </div>
    </section>
  );
}
