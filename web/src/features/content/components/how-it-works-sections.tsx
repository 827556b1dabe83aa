import { CtaBand } from '../../../components/ui/cta-band.tsx';
import { CardIcon, DownloadIcon, HeadsetIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { FeatureGrid, PageSection, StepList } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { howItWorksContent } from '../data/how-it-works-content.ts';

/** The icons of the steps and of the reasons, in the content's order. */
const STEP_ICONS = [SearchIcon, CardIcon, DownloadIcon] as const;
const REASON_ICONS = [ShieldIcon, SearchIcon, CardIcon, HeadsetIcon] as const;

export function HowItWorksSections() {
  const text = howItWorksContent.get();
  const steps = text.steps.map((step, index) => ({ ...step, Icon: STEP_ICONS[index] }));
  const reasons = text.reasons.map((reason, index) => ({ ...reason, Icon: REASON_ICONS[index] }));
  return (
    <>
      <PageSection id="steps-heading" title={t('Three Simple Steps')}>
        <StepList steps={steps} className="steps steps-three" />
      </PageSection>

      <PageSection id="why-heading" title={t('Why Choose Us')} tinted>
        <FeatureGrid items={reasons} className="feature-grid reasons-grid" />
      </PageSection>

      <CtaBand
        id="how-cta-heading"
        title={t('Find Your Plan Today')}
        text={text.ctaText}
        primary={{ to: paths.plans.getHref(), label: t('Browse Plans') }}
        secondary={{ to: paths.contact.getHref(), label: t('Contact Us') }}
      />
    </>
  );
}
