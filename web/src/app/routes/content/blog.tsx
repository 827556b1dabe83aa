import { BlogBrowser } from '../../../features/blog/components/blog-browser.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function BlogRoute() {
  useDocumentMeta(
    'Blog',
    'Practical guides for building in Ghana: permits in Tema and Accra, designing for the climate, walling materials, solar and rainwater, and building in phases.',
  );
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Building Guides and Design Ideas"
        lead="Practical advice from our architects and engineers for anyone building a home in Ghana."
      />
      <section className="section section-compact" aria-label="Articles">
        <div className="container">
          <BlogBrowser />
        </div>
      </section>
      <section className="section section-tinted" aria-labelledby="blog-newsletter-heading">
        <div className="container blog-newsletter">
          <div>
            <h2 id="blog-newsletter-heading">Get New Guides by Email</h2>
            <p>One email a month with new articles, new plans and offers. Unsubscribe any time.</p>
          </div>
          <NewsletterForm variant="blog" />
        </div>
      </section>
    </>
  );
}
