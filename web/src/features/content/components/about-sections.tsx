import { BUSINESS } from '@shop/shared/business';
import { COMPANY } from '@shop/shared/content/company';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { CtaBand, FeatureGrid, PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

/** The ten services the firm offers, in the order it presents them; /services shows them in detail. */
const TEN_SERVICES = [
  'Project management',
  'Architectural and structural design',
  'Cost planning and quantity surveying',
  'Contract administration',
  'Construction supervision',
  'Sourcing and procurement',
  'Cost management',
  'General construction and roads',
  'Refurbishments',
  'Quality control and assurance',
] as const;

const PRINCIPLES = [
  {
    title: 'Design for the climate',
    text: 'Shade, cross-ventilation and rain protection come first, so homes stay cool and dry without high running costs.',
  },
  {
    title: 'Honest prices',
    text: 'Plan prices are published, design fees follow a clear rate, and every quote is itemised. No hidden extras.',
  },
  {
    title: 'Buildable drawings',
    text: 'Our drawings are made to be built from: complete, dimensioned and checked by engineers before they reach a site.',
  },
  {
    title: 'Quality you can see',
    text: 'We inspect, test and document the work at every stage, and fix what is not right before moving on.',
  },
  {
    title: 'Partnership',
    text: 'Building a home is personal. We listen, explain our choices and keep you informed, wherever in the world you live.',
  },
] as const;

const LEADERSHIP = [
  {
    role: 'Managing Director',
    text: 'Leads the firm and its client relationships, and signs off every project we take on.',
  },
  {
    role: 'Principal Architect',
    text: 'Directs the design studio and the plan catalogue, and reviews every drawing before it is published.',
  },
  {
    role: 'Head of Structural Engineering',
    text: 'Responsible for the structural design and calculations behind every plan and every building we put up.',
  },
  {
    role: 'Head of Quantity Surveying',
    text: 'Runs cost planning, bills of quantities and cost management, keeping budgets realistic from the first sketch.',
  },
  {
    role: 'Construction Manager',
    text: 'Leads our site teams and supervisors, and answers for safety, programme and quality on site.',
  },
] as const;

/** The licence class kept on one line. */
const LICENCE = COMPANY.contractorLicenseClass.replace(/ /g, '\u00a0');

const CREDENTIALS = [
  { value: LICENCE, label: 'Registered contractor licence class' },
  { value: String(COMPANY.foundedYear), label: 'Designing and building in Tema since' },
  { value: COMPANY.plansClaim, label: 'Ready-to-build house plans' },
  { value: COMPANY.customersClaim, label: 'Customers served' },
] as const;

export function AboutSections() {
  return (
    <>
      <section className="section" aria-labelledby="who-we-are">
        <div className="container content-split">
          <div className="prose">
            <h2 id="who-we-are">Who We Are</h2>
            <p>
              {BUSINESS.name} is an architecture, engineering and construction firm based in Tema, Greater Accra. We
              design homes for Ghanaian plots and Ghanaian weather, sell them as ready-to-build plans online, and help
              our clients turn them into finished houses: from the permit application to the day the keys change hands.
            </p>
            <h2>Our Background</h2>
            <p>
              Too many families in Ghana start building with sketches that no engineer has checked, and pay for it in
              cracked walls, hot rooms and half-finished houses. We started the firm to make good design affordable:
              plans drawn by licensed architects, checked by structural engineers, priced so that a family building one
              room at a time can still start from proper drawings.
            </p>
            <h2>Our History</h2>
            <p>
              We opened in Tema in {COMPANY.foundedYear} as a small design studio. Over more than ten years the studio
              grew into a full practice with structural engineers, quantity surveyors and site supervisors, and became a
              registered contractor (licence class {LICENCE}) so we could build what we design. Our online catalogue now
              holds {COMPANY.plansClaim} plans, chosen by {COMPANY.customersClaim} customers in Ghana and across the
              diaspora.
            </p>
          </div>
          <aside className="mission-cards" aria-label="Mission and vision">
            <div className="mission-card">
              <h2>Our Mission</h2>
              <p>
                To give every family building in West Africa access to safe, beautiful and affordable home designs, and
                the professional support to build them right the first time.
              </p>
            </div>
            <div className="mission-card is-vision">
              <h2>Our Vision</h2>
              <p>
                Neighbourhoods of well-built, climate-friendly homes across Ghana, where good design is the normal
                starting point of every building project.
              </p>
            </div>
          </aside>
        </div>
      </section>

      <PageSection
        id="credentials-heading"
        title="Our Credentials"
        lead="Licensed architects and engineers, and a registered contractor, under one roof."
        tinted
      >
        <FactList className="credential-grid" itemClassName="credential" facts={CREDENTIALS} />
        <p className="credential-note">
          <ShieldIcon size={20} /> {COMPANY.yearsOfExperience} years of experience designing, engineering and building
          homes, estates and commercial buildings in Greater Accra.
        </p>
      </PageSection>

      <PageSection id="principles-heading" title="Our Core Principles">
        <FeatureGrid items={PRINCIPLES} />
      </PageSection>

      <section className="section section-tinted" aria-labelledby="about-services-heading">
        <div className="container content-split">
          <div>
            <h2 id="about-services-heading" className="content-heading">
              What We Do
            </h2>
            <p className="muted">
              Beyond the plan catalogue, we offer ten professional services, on their own or together as one project.
            </p>
            <Link to={paths.services.getHref()} className="button button-primary">
              Explore Our Services
              <ArrowRightIcon size={18} />
            </Link>
          </div>
          <ol className="numbered-list">
            {TEN_SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ol>
        </div>
      </section>

      <PageSection
        id="leadership-heading"
        title="Our Management"
        lead="The people who answer for every plan we publish and every building we put up."
      >
        <ul className="feature-grid">
          {LEADERSHIP.map((member) => (
            <li key={member.role} className="feature-card">
              <h3>{member.role}</h3>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="about-cta-heading"
        title="Planning to Build?"
        text="Tell us about your plot and your plans. The first consultation is free."
        actions={
          <>
            <Link to={paths.contact.getHref()} className="button button-accent button-large">
              Contact Us
            </Link>
            <Link to={paths.services.getHref()} className="button button-light button-large">
              Our Services
            </Link>
          </>
        }
      />
    </>
  );
}
