import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { BlogArticle } from '../../../features/blog/components/blog-article.tsx';
import { articleBySlug } from '../../../features/blog/data/blog-content.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import './content-pages.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';

/** Awaited by the route before the page renders (app/content-routes.tsx): the article in the page's language. */
export { articleBodiesContent, blogArticlesContent } from '../../../features/blog/data/blog-content.ts';

export function BlogArticleRoute() {
  const { slug = '' } = useParams();
  const article = articleBySlug(slug);
  useDocumentMeta(article?.title ?? t('Article Not Found'), article?.excerpt, {
    image: article?.image,
    type: 'article',
  });

  if (!article) {
    return (
      <MessagePage title={t('Article Not Found')} text={t('This article does not exist or has moved.')}>
        <ButtonLink to={paths.blog.getHref()} variant="primary">
          {t('All Articles')}
        </ButtonLink>
      </MessagePage>
    );
  }
  return (
    <div className="container article-page">
      <BlogArticle article={article} />
    </div>
  );
}
