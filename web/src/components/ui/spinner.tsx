/** A busy indicator with its words visible, so a loading state says in words what is loading. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={`spinner-block ${className ?? ''}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
