import { BlogBrowser } from '../../../features/blog/components/blog-browser.tsx';
import { PageHero } from '../../../features/content/components/page-hero.tsx';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { CompactSection } from '../../../components/ui/page-section.tsx';

/** Awaited by the route before the page renders (app/content-routes.tsx): the articles in the page's language. */
export { articleBodiesContent, blogArticlesContent } from '../../../features/blog/data/blog-content.ts';

export function BlogRoute() {
  useDocumentMeta(
    t('Blog'),
    t(
      'Practical guides for building in Ghana: permits in Tema and Accra, designing for the climate, walling materials, solar and rainwater, and building in phases.',
    ),
  );
  return (
    <>
      <PageHero
        eyebrow={t('Blog')}
        title={t('Building Guides and Design Ideas')}
        lead={t('Practical advice from our architects and engineers for anyone building a home in Ghana.')}
      />
      <CompactSection label={t('Articles')}>
        <BlogBrowser />
      </CompactSection>
      <section className="section section-tinted" aria-labelledby="blog-newsletter-heading">
        <div className="container blog-newsletter">
          <div>
            <h2 id="blog-newsletter-heading">{t('Get New Guides by Email')}</h2>
            <p>{t('One email a month with new articles, new plans and offers. Unsubscribe any time.')}</p>
          </div>
          <NewsletterForm variant="blog" />
        </div>
      </section>
    </>
  );
}
