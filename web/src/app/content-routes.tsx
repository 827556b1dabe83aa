import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { getPortfolioItemQueryOptions } from '../features/portfolio/api/get-portfolio-item.ts';
import { moreTextsReady } from '../i18n/i18n.ts';
import { withLanguageContent } from '../i18n/language-content.ts';
import type { RoutePrefetcher } from './router.tsx';
import { PageLoading } from './routes/root.tsx';

/*
 * The content pages (about, services, help, contact, portfolio, blog, legal), each a
 * lazy chunk. Portfolio loaders start the data alongside the code and never await, like the plan routes.
 */
const page = (path: string, load: () => Promise<RouteObject['Component']>, extra: Partial<RouteObject> = {}) =>
  ({
    path,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: await load() }),
    ...extra,
  }) as RouteObject;

export function contentPageRoutes(queryClient: RoutePrefetcher): RouteObject[] {
  const content = () => import('./routes/content/legal.tsx');
  return [
    page(paths.about.path, () =>
      import('./routes/content/about.tsx').then((m) => withLanguageContent(m.AboutRoute, m.aboutContent)),
    ),
    page(paths.services.path, () =>
      import('./routes/content/services.tsx').then((m) => withLanguageContent(m.ServicesRoute, m.servicesContent)),
    ),
    page(paths.howItWorks.path, () =>
      import('./routes/content/how-it-works.tsx').then((m) =>
        withLanguageContent(m.HowItWorksRoute, m.howItWorksContent),
      ),
    ),
    page(paths.faq.path, () =>
      import('./routes/content/faq.tsx').then((m) => withLanguageContent(m.FaqRoute, m.faqContent)),
    ),
    page(paths.contact.path, () =>
      // Its FAQ snippet in the page's language.
      Promise.all([import('./routes/content/contact.tsx'), import('../features/faq/data/faq-content.ts')]).then(
        ([m, faq]) => withLanguageContent(m.ContactRoute, faq.faqContent),
      ),
    ),
    page(paths.portfolio.path, () => import('./routes/content/portfolio-list.tsx').then((m) => m.PortfolioListRoute), {
      loader: () => {
        // The cards are made (their fallback texts translated) as the data arrives: that code, and the texts, load
        // with the page rather than with the first screen.
        void Promise.all([import('../features/portfolio/api/get-portfolio.ts'), moreTextsReady()]).then(([module]) =>
          queryClient.prefetchQuery(module.getPortfolioCardsQueryOptions()),
        );
        return null;
      },
    }),
    page(
      paths.portfolioItem.path,
      () => import('./routes/content/portfolio-detail.tsx').then((m) => m.PortfolioDetailRoute),
      {
        loader: ({ params }: LoaderFunctionArgs) => {
          if (params.id) void queryClient.prefetchQuery(getPortfolioItemQueryOptions(params.id));
          return null;
        },
      },
    ),
    page(paths.blog.path, () =>
      import('./routes/content/blog.tsx').then((m) =>
        withLanguageContent(m.BlogRoute, m.blogArticlesContent, m.articleBodiesContent),
      ),
    ),
    page(paths.blogArticle.path, () =>
      import('./routes/content/blog-article.tsx').then((m) =>
        withLanguageContent(m.BlogArticleRoute, m.blogArticlesContent, m.articleBodiesContent),
      ),
    ),
    page(paths.terms.path, () => content().then((m) => withLanguageContent(m.TermsRoute, m.termsContent))),
    page(paths.privacy.path, () => content().then((m) => withLanguageContent(m.PrivacyRoute, m.privacyContent))),
    page(paths.cookies.path, () => content().then((m) => withLanguageContent(m.CookiesRoute, m.cookiesContent))),
    page(paths.newsletterUnsubscribed.path, () =>
      import('./routes/content/newsletter-unsubscribed.tsx').then((m) => m.NewsletterUnsubscribedRoute),
    ),
    page(paths.newsletterConfirmed.path, () =>
      import('./routes/content/newsletter-confirmed.tsx').then((m) => m.NewsletterConfirmedRoute),
    ),
  ];
}
