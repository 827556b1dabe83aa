import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

const HIGHLIGHTS = [
  { value: '500+', label: msg('House plans') },
  { value: '2,500+', label: msg('Happy customers') },
  { value: '10+', label: msg('Years of experience') },
] as const;

/** Home's opening: the promise, the two ways in, and the firm's track record. */
export function HomeHero({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow eyebrow-on-dark">{t('Licensed architects in Tema since 2012')}</p>
          <h1 id="hero-heading">{t('Smart Modular Designs for Smart Plots')}</h1>
          <p className="hero-lead">
            {t(
              'Ready-to-build villas, bungalows and townhouses designed for Ghanaian plots. Choose a plan, pay by card or mobile money, and download your drawings today.',
            )}
          </p>
          <div className="hero-actions">
            <ButtonLink to={paths.plans.getHref()} variant="accent" size="large">
              {t('Browse Plans')}
              <ArrowRightIcon size={18} />
            </ButtonLink>
            <button type="button" className="button button-light button-large" onClick={onLearnMore}>
              {t('Learn More')}
            </button>
          </div>
          <dl className="hero-stats">
            {HIGHLIGHTS.map((item) => (
              <div key={item.label}>
                {/* i18next-instrument-ignore-next-line */}
                <dt>{t(item.label)}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroDrawing />
      </div>
    </section>
  );
}

/** A line drawing of a modular house on its plot; decorative, drawn inline so the hero needs no image request. */
function HeroDrawing() {
  return (
    <svg className="hero-drawing" viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        <path d="M20 260h360" opacity="0.5" />
        <path d="M40 270h320" strokeDasharray="6 8" opacity="0.35" />
        <path d="M70 260V150l80-60 80 60v110" />
        <path d="M230 260V170h110v90" />
        <path d="M222 176l59-40 67 40" />
        <rect x="95" y="170" width="36" height="32" />
        <path d="M113 170v32M95 186h36" opacity="0.6" />
        <rect x="160" y="200" width="40" height="60" />
        <rect x="255" y="190" width="26" height="26" />
        <rect x="297" y="190" width="26" height="26" />
        <path d="M255 232h68v28h-68z" opacity="0.6" />
        <circle cx="150" cy="128" r="10" />
      </g>
      <g fill="var(--color-gold, #f2b84b)" opacity="0.9">
        <circle cx="340" cy="60" r="22" />
      </g>
    </svg>
  );
}
