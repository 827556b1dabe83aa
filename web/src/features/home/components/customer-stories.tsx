import { t } from '../../../i18n/i18n.ts';
export interface CustomerStory {
  name: string;
  location: string;
  quote: string;
}

/** 'What Our Customers Say': renders nothing until there are real stories to show (none are invented). */
export function CustomerStories({ stories }: { stories: readonly CustomerStory[] }) {
  if (stories.length === 0) return null;
  return (
    <section className="section section-tinted" aria-labelledby="customers-heading">
      <div className="container">
        <header className="section-header">
          <h2 id="customers-heading">{t('What Our Customers Say')}</h2>
        </header>
        <ul className="feature-grid">
          {stories.map((story) => (
            <li key={`${story.name}-${story.location}`} className="feature-card">
              <blockquote>
                <p>{story.quote}</p>
              </blockquote>
              <p className="muted">
                {story.name}, {story.location}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
