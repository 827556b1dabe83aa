import type { ReactNode } from 'react';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** A React key when the label is not a string. */
  key?: string;
}

/**
 * Figures or facts as a description list, each a box of its own (dashboard stats, admin figures, credentials,
 * summary lines): the class names give each place its look.
 */
export function FactList({
  facts,
  className,
  itemClassName,
}: {
  facts: readonly Fact[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key ?? String(fact.label)} className={itemClassName}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
