import { COMPANY } from '@shop/shared/content/company';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { CtaBand } from '../../../components/ui/cta-band.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { FeatureGrid, PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { aboutContent } from '../data/about-content.ts';
import { LICENCE } from '../data/content-figures.ts';

export function AboutSections() {
  const text = aboutContent.get();
  const credentials = [
    { value: LICENCE, label: text.credentialLabels.licence },
    { value: String(COMPANY.foundedYear), label: text.credentialLabels.founded },
    { value: COMPANY.plansClaim, label: text.credentialLabels.plans },
    { value: text.customersClaim, label: text.credentialLabels.customers },
  ];
  return (
    <>
      <section className="section" aria-labelledby="who-we-are">
        <div className="container content-split">
          <div className="prose">
            <h2 id="who-we-are">{t('Who We Are')}</h2>
            <p>{text.whoWeAre}</p>
            <h2>{t('Our Background')}</h2>
            <p>{text.background}</p>
            <h2>{t('Our History')}</h2>
            <p>{text.history}</p>
          </div>
          <aside className="mission-cards" aria-label={t('Mission and vision')}>
            <div className="mission-card">
              <h2>{t('Our Mission')}</h2>
              <p>{text.mission}</p>
            </div>
            <div className="mission-card is-vision">
              <h2>{t('Our Vision')}</h2>
              <p>{text.vision}</p>
            </div>
          </aside>
        </div>
      </section>

      <PageSection id="credentials-heading" title={t('Our Credentials')} lead={text.credentialsLead} tinted>
        <FactList className="credential-grid" itemClassName="credential" facts={credentials} />
        <p className="credential-note">
          <ShieldIcon size={20} /> {text.credentialNote}
        </p>
      </PageSection>

      <PageSection id="principles-heading" title={t('Our Core Principles')}>
        <FeatureGrid items={text.principles} />
      </PageSection>

      <section className="section section-tinted" aria-labelledby="about-services-heading">
        <div className="container content-split">
          <div>
            <h2 id="about-services-heading" className="content-heading">
              {t('What We Do')}
            </h2>
            <p className="muted">{text.servicesIntro}</p>
            <ButtonLink to={paths.services.getHref()} variant="primary">
              {t('Explore Our Services')}
              <ArrowRightIcon size={18} />
            </ButtonLink>
          </div>
          <ol className="numbered-list">
            {text.tenServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ol>
        </div>
      </section>

      <PageSection id="leadership-heading" title={t('Our Management')} lead={text.managementLead}>
        <ul className="feature-grid">
          {text.management.map((member) => (
            <li key={member.title} className="feature-card">
              <h3>{member.title}</h3>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="about-cta-heading"
        title={t('Planning to Build?')}
        text={text.ctaText}
        primary={{ to: paths.contact.getHref(), label: t('Contact Us') }}
        secondary={{ to: paths.services.getHref(), label: t('Our Services') }}
      />
    </>
  );
}
