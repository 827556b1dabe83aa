import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { REFUND_POLICY } from '@shop/shared/content/refund-policy';
import { Link } from 'react-router-dom';
import { CardIcon, DownloadIcon, HeadsetIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { CtaBand, FeatureGrid, PageSection, StepList } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

const STEPS = [
  {
    title: 'Browse & Choose',
    Icon: SearchIcon,
    text: 'Search our villas, bungalows and townhouses, filter by bedrooms and budget, compare up to four plans, then pick the package that suits your build: Basic drawings, Standard with 3D renderings, or Premium with CAD files and customization.',
  },
  {
    title: 'Purchase & Pay',
    Icon: CardIcon,
    text: 'Pay in cedis by card or mobile money on our payment partner’s secure page. Your payment is confirmed in seconds and your order is saved to your account.',
  },
  {
    title: 'Download & Build',
    Icon: DownloadIcon,
    text: `Download your drawings straight away, as single files or one ZIP. Your links stay open for ${DOWNLOAD_WINDOW_DAYS} days. Hand the drawings to your builder, or ask us to build for you.`,
  },
] as const;

const REASONS = [
  {
    title: 'Licensed professionals',
    text: 'Every plan is drawn by licensed architects and checked by structural engineers.',
    Icon: ShieldIcon,
  },
  {
    title: 'Designed for Ghana',
    text: 'Plans made for local plot sizes, materials and climate: shade, breeze and heavy rain.',
    Icon: SearchIcon,
  },
  {
    title: `${REFUND_POLICY.days}-day money-back guarantee`,
    text: `Not right for you? Ask for a refund within ${REFUND_POLICY.days} days, as long as the files have not been downloaded.`,
    Icon: CardIcon,
  },
  {
    title: 'Support when you need it',
    text: `Questions answered within ${BUSINESS.replyWithinHours} hours, and construction support from our own team.`,
    Icon: HeadsetIcon,
  },
] as const;

export function HowItWorksSections() {
  return (
    <>
      <PageSection id="steps-heading" title="Three Simple Steps">
        <StepList steps={STEPS} className="steps steps-three" />
      </PageSection>

      <PageSection id="why-heading" title="Why Choose Us" tinted>
        <FeatureGrid items={REASONS} className="feature-grid reasons-grid" />
      </PageSection>

      <CtaBand
        id="how-cta-heading"
        title="Find Your Plan Today"
        text="Hundreds of ready-to-build designs, or talk to us about a design of your own."
        actions={
          <>
            <Link to={paths.plans.getHref()} className="button button-accent button-large">
              Browse Plans
            </Link>
            <Link to={paths.contact.getHref()} className="button button-light button-large">
              Contact Us
            </Link>
          </>
        }
      />
    </>
  );
}
