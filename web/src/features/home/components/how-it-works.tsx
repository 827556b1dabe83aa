import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { CardIcon, DownloadIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

const STEPS = [
  {
    title: msg('Browse Plans'),
    text: msg('Explore villas, bungalows and townhouses, and filter by bedrooms and budget.'),
    Icon: SearchIcon,
  },
  {
    title: msg('Choose Tier (Basic/Standard/Premium)'),
    text: msg('Drawings only, with 3D renderings, or with CAD files and customization: pick what your build needs.'),
    Icon: LayersIcon,
  },
  {
    title: msg('Pay Securely'),
    text: msg('Pay in cedis by card or mobile money through our secure payment partner.'),
    Icon: CardIcon,
  },
  {
    title: msg('Receive Files'),
    text: msg('Download your plan files straight away; your download links stay open for {days} days.'),
    Icon: DownloadIcon,
  },
] as const;

export function HowItWorks() {
  return (
    <section className="section section-tinted" aria-labelledby="how-it-works-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t('Simple from start to finish')}</p>
          <h2 id="how-it-works-heading">{t('How It Works')}</h2>
          <p>{t('From browsing to building in four steps.')}</p>
        </header>
        <ol className="steps">
          {STEPS.map(({ title, text, Icon }, index) => (
            <li key={title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-icon">
                <Icon size={26} />
              </span>
              <h3>{t(title)}</h3>
              <p>{t(text, { days: DOWNLOAD_WINDOW_DAYS })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
