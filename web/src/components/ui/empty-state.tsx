import { ButtonLink } from './button-link.tsx';

/** An honest empty state: nothing here yet, and where to go instead (the user area's dashed empty card). */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="card-empty">
      <h3>{title}</h3>
      <p>{text}</p>
      {action ? (
        <ButtonLink to={action.to} variant="primary" size="small">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
