import { HowItWorksSections } from '../../../features/content/components/how-it-works-sections.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { CustomerStories } from '../../../features/home/components/customer-stories.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function HowItWorksRoute() {
  useDocumentMeta(
    'How It Works',
    'Buying a house plan takes three steps: browse and choose a plan and package, pay securely by card or mobile money, then download your drawings and build.',
  );
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From Browsing to Building in Three Steps"
        lead="Choosing and buying a house plan takes minutes. Building it takes a good set of drawings, and that is what you get."
      />
      <HowItWorksSections />
      {/* Testimonials appear once real customers have given theirs; none are invented. */}
      <CustomerStories stories={[]} />
    </>
  );
}
