import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { ServicesSections } from '../../../features/content/components/services-sections.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function ServicesRoute() {
  useDocumentMeta(
    'Our Services',
    'Architectural and structural design from ₵70 per m², project management, quantity surveying, supervision, procurement, construction, roads and refurbishments in Tema and Greater Accra.',
  );
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Design, Engineering and Construction Under One Roof"
        lead="From the first sketch to the handover of the keys, our architects, engineers, quantity surveyors and builders work as one team on your project."
      >
        <Link to={paths.contact.getHref()} className="button button-primary button-large">
          Get a Free Consultation
        </Link>
        <Link to={paths.portfolio.getHref()} className="button button-outline button-large">
          View Our Portfolio
        </Link>
      </PageHero>
      <ServicesSections />
    </>
  );
}
