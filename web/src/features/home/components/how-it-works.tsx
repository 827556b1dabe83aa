import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { CardIcon, DownloadIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { PageSection, StepList } from '../../../components/ui/page-section.tsx';
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
    <PageSection
      id="how-it-works-heading"
      title={t('How It Works')}
      eyebrow={t('Simple from start to finish')}
      lead={t('From browsing to building in four steps.')}
      tinted
    >
      <StepList
        steps={STEPS.map((step) => ({
          ...step,
          // i18next-instrument-ignore-next-line
          title: t(step.title),
          // i18next-instrument-ignore-next-line
          text: t(step.text, { days: DOWNLOAD_WINDOW_DAYS }),
        }))}
      />
    </PageSection>
  );
}
