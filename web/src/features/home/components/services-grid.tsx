import { BUSINESS } from '@shop/shared/business';
import {
  BoltIcon,
  ClockIcon,
  DocumentIcon,
  HeadsetIcon,
  ShieldIcon,
  SlidersIcon,
} from '../../../components/ui/icons.tsx';
import { FeatureGrid, PageSection } from '../../../components/ui/page-section.tsx';

const SERVICES = [
  {
    title: 'Instant Downloads',
    text: 'Your plan files are ready the moment your payment is confirmed.',
    Icon: BoltIcon,
  },
  {
    title: 'Quality Guaranteed',
    text: 'Every design is drawn and checked by licensed architects and engineers.',
    Icon: ShieldIcon,
  },
  {
    title: '24/7 Availability',
    text: 'Browse, buy and download any time, from your phone or computer.',
    Icon: ClockIcon,
  },
  {
    title: 'Expert Support',
    text: `Questions about a plan? Our team replies within ${BUSINESS.replyWithinHours} hours.`,
    Icon: HeadsetIcon,
  },
  {
    title: 'Customization Options',
    text: 'Premium plans can be adapted to your plot, family and budget.',
    Icon: SlidersIcon,
  },
  {
    title: 'Complete Documentation',
    text: 'Clear, buildable drawings your contractor can price and build from.',
    Icon: DocumentIcon,
  },
] as const;

export function ServicesGrid() {
  return (
    <PageSection id="services-heading" title="Everything You Need to Build" eyebrow="Why buy from us">
      <FeatureGrid items={SERVICES} />
    </PageSection>
  );
}
