import { AboutSections } from '../../../features/content/components/about-sections.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function AboutRoute() {
  useDocumentMeta(
    'About Us',
    'Architects, engineers and builders in Tema since 2012: who we are, our history, mission, credentials (contractor licence K3 D3), principles, services and management.',
  );
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Designing Homes for Ghanaian Families Since 2012"
        lead="We are architects, engineers and builders in Tema. We draw homes for local plots and weather, and we help you build them right."
      />
      <AboutSections />
    </>
  );
}
