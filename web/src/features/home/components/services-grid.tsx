import { BUSINESS } from '@shop/shared/business';
import {
  BoltIcon,
  ClockIcon,
  DocumentIcon,
  HeadsetIcon,
  ShieldIcon,
  SlidersIcon,
} from '../../../components/ui/icons.tsx';

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
    <section className="section" aria-labelledby="services-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Why buy from us</p>
          <h2 id="services-heading">Everything You Need to Build</h2>
        </header>
        <ul className="feature-grid">
          {SERVICES.map(({ title, text, Icon }) => (
            <li key={title} className="feature-card">
              <span className="feature-icon">
                <Icon size={24} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
