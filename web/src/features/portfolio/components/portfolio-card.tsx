import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import type { PortfolioCardData } from '../utils/portfolio-cards.ts';
import { PortfolioImage } from './portfolio-image.tsx';

export function PortfolioCard({ card, priority = false }: { card: PortfolioCardData; priority?: boolean }) {
  const href =
    card.href.kind === 'project' ? paths.portfolioItem.getHref(card.href.id) : paths.plan.getHref(card.href.id);
  return (
    <article className="portfolio-card">
      <div className="portfolio-card-media">
        <PortfolioImage src={card.image} alt="" className="portfolio-image" priority={priority} />
        <span className="badge badge-type portfolio-badge">{card.category}</span>
      </div>
      <div className="portfolio-card-body">
        <h2 className="portfolio-card-title">{card.title}</h2>
        <p className="portfolio-card-summary">{card.summary}</p>
        <ButtonLink to={href} variant="outline">
          {card.href.kind === 'project' ? t('View Project') : t('View Plan')}
          <span className="visually-hidden"> {card.title}</span>
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </article>
  );
}

/** A stand-in the size of a card while the list loads. */
export function PortfolioCardSkeleton() {
  return (
    <div className="portfolio-card is-skeleton" aria-hidden="true">
      <div className="portfolio-card-media">
        <div className="portfolio-image skeleton" />
      </div>
      <div className="portfolio-card-body">
        <div className="skeleton skeleton-line skeleton-title" />
        <div className="skeleton skeleton-line skeleton-facts" />
        <div className="skeleton skeleton-line skeleton-price" />
        <div className="skeleton skeleton-button" />
      </div>
    </div>
  );
}
