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
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

const SERVICES = [
  {
    title: msg('Instant Downloads'),
    text: msg('Your plan files are ready the moment your payment is confirmed.'),
    Icon: BoltIcon,
  },
  {
    title: msg('Quality Guaranteed'),
    text: msg('Every design is drawn and checked by licensed architects and engineers.'),
    Icon: ShieldIcon,
  },
  {
    title: msg('24/7 Availability'),
    text: msg('Browse, buy and download any time, from your phone or computer.'),
    Icon: ClockIcon,
  },
  {
    title: msg('Expert Support'),
    text: msg('Questions about a plan? Our team replies within {hours} hours.'),
    Icon: HeadsetIcon,
  },
  {
    title: msg('Customization Options'),
    text: msg('Premium plans can be adapted to your plot, family and budget.'),
    Icon: SlidersIcon,
  },
  {
    title: msg('Complete Documentation'),
    text: msg('Clear, buildable drawings your contractor can price and build from.'),
    Icon: DocumentIcon,
  },
] as const;

export function ServicesGrid() {
  return (
    <PageSection id="services-heading" title={t('Everything You Need to Build')} eyebrow={t('Why buy from us')}>
      <FeatureGrid
        items={SERVICES.map((item) => ({
          ...item,
          // i18next-instrument-ignore-next-line
          title: t(item.title),
          // i18next-instrument-ignore-next-line
          text: t(item.text, { hours: BUSINESS.replyWithinHours }),
        }))}
      />
    </PageSection>
  );
}
