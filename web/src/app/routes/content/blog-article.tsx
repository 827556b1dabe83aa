import { blogArticleBySlug } from '@shop/shared/content/blog-articles';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { BlogArticle } from '../../../features/blog/components/blog-article.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function BlogArticleRoute() {
  const { slug = '' } = useParams();
  const article = blogArticleBySlug(slug);
  useDocumentMeta(article?.title ?? 'Article Not Found', article?.excerpt, { image: article?.image, type: 'article' });

  if (!article) {
    return (
      <section className="container message-page">
        <h1>Article Not Found</h1>
        <p>This article does not exist or has moved.</p>
        <div className="message-actions">
          <Link to={paths.blog.getHref()} className="button button-primary">
            All Articles
          </Link>
        </div>
      </section>
    );
  }
  return (
    <div className="container article-page">
      <BlogArticle article={article} />
    </div>
  );
}
