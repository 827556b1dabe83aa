import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons.tsx';

/**
 * A band of a content page: a heading (with its eyebrow and lead when given) over its content. The heading's id
 * names the section for screen readers. `narrow` keeps a band of reading text to a readable width.
 */
export function PageSection({
  id,
  title,
  eyebrow,
  lead,
  tinted = false,
  narrow = false,
  children,
}: {
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={id}>
      <div className={narrow ? 'container container-narrow' : 'container'}>
        <header className="section-header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id}>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * The main band of a page under its hero (the plans, the articles, the contact form): the hero's h1 already names
 * the page, so the band has no heading of its own but a label. `layout` is a class added to its container.
 */
export function CompactSection({ label, layout, children }: { label: string; layout?: string; children: ReactNode }) {
  return (
    <section className="section section-compact" aria-label={label}>
      <div className={layout ? `container ${layout}` : 'container'}>{children}</div>
    </section>
  );
}

export interface CardItem {
  title: string;
  text: ReactNode;
  Icon?: ComponentType<IconProps>;
}

/** Numbered steps (How It Works, a project's process); the number is decoration, the list's order says it. */
export function StepList({ steps, className = 'steps' }: { steps: readonly CardItem[]; className?: string }) {
  return (
    <ol className={className}>
      {steps.map(({ title, text, Icon }, index) => (
        <li key={title} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {Icon ? (
            <span className="step-icon">
              <Icon size={26} />
            </span>
          ) : null}
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A grid of short cards: a title and a line or two, with an icon when given. */
export function FeatureGrid({ items, className = 'feature-grid' }: { items: readonly CardItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map(({ title, text, Icon }) => (
        <li key={title} className="feature-card">
          {Icon ? (
            <span className="feature-icon">
              <Icon size={24} />
            </span>
          ) : null}
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
