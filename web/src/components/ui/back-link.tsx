import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons.tsx';

/** The link above a detail page back to the list it came from (plans, portfolio, blog). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
