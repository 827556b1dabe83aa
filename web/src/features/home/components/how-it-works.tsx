import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { CardIcon, DownloadIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons.tsx';

const STEPS = [
  {
    title: 'Browse Plans',
    text: 'Explore villas, bungalows and townhouses, and filter by bedrooms and budget.',
    Icon: SearchIcon,
  },
  {
    title: 'Choose Tier (Basic/Standard/Premium)',
    text: 'Drawings only, with 3D renderings, or with CAD files and customization: pick what your build needs.',
    Icon: LayersIcon,
  },
  {
    title: 'Pay Securely',
    text: 'Pay in cedis by card or mobile money through our secure payment partner.',
    Icon: CardIcon,
  },
  {
    title: 'Receive Files',
    text: `Download your plan files straight away; your download links stay open for ${DOWNLOAD_WINDOW_DAYS} days.`,
    Icon: DownloadIcon,
  },
] as const;

export function HowItWorks() {
  return (
    <section className="section section-tinted" aria-labelledby="how-it-works-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Simple from start to finish</p>
          <h2 id="how-it-works-heading">How It Works</h2>
          <p>From browsing to building in four steps.</p>
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
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
