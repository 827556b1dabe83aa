import { PORTFOLIO_SKELETON_COUNT } from '@shop/shared/content/portfolio';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../i18n/i18n.ts';
import { usePortfolioCards } from '../api/get-portfolio.ts';
import { PortfolioCard, PortfolioCardSkeleton } from './portfolio-card.tsx';

const SKELETONS = Array.from({ length: PORTFOLIO_SKELETON_COUNT }, (_, index) => `skeleton-${index}`);

/** The projects (or the stand-in plans), with six skeleton cards while they load. */
export function PortfolioGrid() {
  const cards = usePortfolioCards();
  if (cards.isError) {
    return (
      <div className="empty-state" role="alert">
        <h2>{t('Our projects could not be loaded')}</h2>
        <p>{t('Please check your connection and try again.')}</p>
        <button type="button" className="button button-primary" onClick={() => cards.refetch()}>
          {t('Try Again')}
        </button>
      </div>
    );
  }
  if (!cards.data) {
    return (
      <>
        <Spinner label={t('Loading projects...')} className="visually-hidden" />
        <ul className="portfolio-grid">
          {SKELETONS.map((key) => (
            <li key={key}>
              <PortfolioCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  const showingPlans = cards.data.every((card) => card.href.kind === 'plan');
  return (
    <>
      {showingPlans ? (
        <p className="section-note portfolio-note">
          {t(
            'Our project gallery is being updated. Meanwhile, here are some of the house plans our clients build from.',
          )}
        </p>
      ) : null}
      <ul className="portfolio-grid">
        {cards.data.map((card, index) => (
          <li key={card.key}>
            <PortfolioCard card={card} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
