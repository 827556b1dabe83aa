import { BUSINESS } from '@shop/shared/business';
import {
  BoltIcon,
  ClockIcon,
  DocumentIcon,
  HeadsetIcon,
  ShieldIcon,
  SlidersIcon,
} from '../../../components/ui/icons.tsx';
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
    <section className="section" aria-labelledby="services-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t('Why buy from us')}</p>
          <h2 id="services-heading">{t('Everything You Need to Build')}</h2>
        </header>
        <ul className="feature-grid">
          {SERVICES.map(({ title, text, Icon }) => (
            <li key={title} className="feature-card">
              <span className="feature-icon">
                <Icon size={24} />
              </span>
              <h3>{t(title)}</h3>
              <p>{t(text, { hours: BUSINESS.replyWithinHours })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
