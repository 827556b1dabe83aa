import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { CardIcon, DownloadIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { PageSection, StepList } from '../../../components/ui/page-section.tsx';

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
    <PageSection
      id="how-it-works-heading"
      title="How It Works"
      eyebrow="Simple from start to finish"
      lead="From browsing to building in four steps."
      tinted
    >
      <StepList steps={STEPS} />
    </PageSection>
  );
}
