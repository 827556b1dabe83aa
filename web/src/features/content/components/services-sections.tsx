import { RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { formatCedis } from '@shop/shared/money';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { CtaBand, PageSection, StepList } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { FIRM_SERVICES } from '../data/firm-services.ts';

/** The six steps of a project with us. */
const PROCESS = [
  {
    title: 'Initial Consultation',
    text: 'We meet, in our office, on site or by video call, to hear what you want to build, where, and for how much. The first consultation is free.',
  },
  {
    title: 'Site Analysis',
    text: 'We visit the plot to study its size, slope, soil, access, sun and breeze, and check the planning rules that apply to it.',
  },
  {
    title: 'Design Development',
    text: 'Sketches become a design you approve, then full architectural and structural drawings, a bill of quantities and the permit application.',
  },
  {
    title: 'Construction Planning',
    text: 'We prepare the programme and budget, tender the work or assign our own crews, and order the first materials.',
  },
  {
    title: 'Construction & Supervision',
    text: 'The building goes up under our supervision, with inspections at every critical stage and regular reports with photos.',
  },
  {
    title: 'Project Completion',
    text: 'We inspect the finished building with you, fix every item on the snag list and hand over the keys, drawings and warranties.',
  },
] as const;

const EXAMPLE_AREA = 150;

export function ServicesSections() {
  return (
    <>
      <section className="section" aria-labelledby="services-list-heading">
        <div className="container">
          <header className="section-header">
            <h2 id="services-list-heading">What We Offer</h2>
            <p>
              Choose a single service or let one team take your project from the first sketch to the last coat of paint.
            </p>
          </header>
          <ul className="service-grid">
            {FIRM_SERVICES.map((service) => (
              <li key={service.title} className="service-card">
                <h3>{service.title}</h3>
                <p>{service.text}</p>
                <p className="service-price">{service.price}</p>
              </li>
            ))}
          </ul>
          <div className="pricing-note">
            <h3>How our design fees work</h3>
            <p>
              Residential architectural and structural design costs {formatCedis(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)}{' '}
              per square metre of floor area. A {EXAMPLE_AREA}&nbsp;m² three-bedroom house, for example, costs{' '}
              {formatCedis(EXAMPLE_AREA * RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} for its complete set of drawings. Our
              other services are priced by the size and complexity of the project: tell us about it and we will send you
              a written quote.
            </p>
          </div>
        </div>
      </section>

      <PageSection id="process-heading" title="From First Meeting to Handover" eyebrow="Our process" tinted>
        <StepList steps={PROCESS} className="steps process-steps" />
      </PageSection>

      <CtaBand
        id="services-cta-heading"
        title="Ready to Start Your Project?"
        text="Ask for a quote, or start from one of our ready-made house plans."
        actions={
          <>
            <Link to={paths.contact.getHref()} className="button button-accent button-large">
              Get a Quote
            </Link>
            <Link to={paths.plans.getHref()} className="button button-light button-large">
              Browse Plans
              <ArrowRightIcon size={18} />
            </Link>
          </>
        }
      />
    </>
  );
}
