import { PageSection } from '../../../components/ui/page-section.tsx';
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
    <PageSection id="customers-heading" title={t('What Our Customers Say')} tinted>
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
    </PageSection>
  );
}
