import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { PortfolioImage } from './portfolio-image.tsx';

/** The design and the site photo side by side on wide screens, one under the other on phones. */
const FIGURE_SIZES = '(min-width: 1200px) 580px, (min-width: 700px) 50vw, 100vw';

const STATUS_LABELS: Record<PortfolioItem['status'], string> = {
  'in-progress': msg('In progress'),
  completed: msg('Completed'),
};

/** One of the project's two pictures; both load first, they are what the page is about. */
function PortfolioFigure({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure>
      <PortfolioImage src={src} alt={alt} className="portfolio-image" sizes={FIGURE_SIZES} priority />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A project's page: hero, design and current-state pictures, story, key features and specifications. */
export function PortfolioDetail({ project }: { project: PortfolioItem }) {
  const specifications = Object.entries(project.specifications);
  return (
    <article className="portfolio-detail" aria-labelledby="project-title">
      <header className="portfolio-hero">
        <p className="portfolio-hero-badges">
          <span className="badge badge-type">{project.category}</span>
          {/* i18next-instrument-ignore-next-line */}
          <span className={`badge portfolio-status is-${project.status}`}>{t(STATUS_LABELS[project.status])}</span>
        </p>
        <h1 id="project-title">{project.title}</h1>
        {project.location ? <p className="portfolio-location">{project.location}</p> : null}
        {project.summary ? <p className="page-hero-lead">{project.summary}</p> : null}
      </header>

      <div className="portfolio-figures">
        <PortfolioFigure
          src={project.design_image}
          alt={t('Design of {title}', { title: project.title })}
          caption={t('The design')}
        />
        {project.current_image ? (
          <PortfolioFigure
            src={project.current_image}
            alt={t('{title} as it stands today', { title: project.title })}
            caption={project.status === 'completed' ? t('The finished building') : t('On site today')}
          />
        ) : null}
      </div>

      <div className="portfolio-columns">
        <section aria-labelledby="project-about">
          <h2 id="project-about">{t('About the Project')}</h2>
          <p>{project.description || project.summary}</p>
          {project.features.length ? (
            <>
              <h2>{t('Key Features')}</h2>
              <ul className="check-list">
                {project.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {specifications.length ? (
          <section className="spec-card" aria-labelledby="project-specs">
            <h2 id="project-specs">{t('Specifications')}</h2>
            <FactList className="spec-list" facts={specifications.map(([name, value]) => ({ label: name, value }))} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
