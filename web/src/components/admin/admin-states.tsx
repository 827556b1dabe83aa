import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/**
 * Grey placeholders while a list loads, announced once to screen readers: table rows (the users list shows 5) or
 * grid cards (the portfolio shows 6).
 */
function Skeletons({ count, label, kind }: { count: number; label: string; kind: 'row' | 'card' }) {
  const row = kind === 'row';
  return (
    <div className={row ? 'card admin-skeleton-table' : 'admin-card-grid'} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          key={index}
          className={row ? 'admin-skeleton-row' : 'card admin-skeleton-card'}
          data-testid={row ? 'skeleton-row' : 'skeleton-card'}
        >
          <span className={row ? 'skeleton admin-skeleton-avatar' : 'skeleton admin-skeleton-image'} />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line admin-skeleton-short" />
        </div>
      ))}
    </div>
  );
}

export function AdminTableSkeleton({ rows, label }: { rows: number; label: string }) {
  return <Skeletons count={rows} label={label} kind="row" />;
}

export function AdminCardSkeletons({ count, label }: { count: number; label: string }) {
  return <Skeletons count={count} label={label} kind="card" />;
}

export function AdminEmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="card admin-placeholder">
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}

/** Whether a staff request was refused for who is asking (signed out, demoted, disabled), not for the network. */
function refusedCaller(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Ends the stale session first: the sign-in page would otherwise send a session it still thinks is staff back here. */
function SignInAgain() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const again = async () => {
    await signOut().catch(() => undefined);
    navigate(paths.adminLogin.getHref());
  };
  return (
    <button type="button" className="button button-primary button-small" onClick={() => void again()}>
      Sign In Again
    </button>
  );
}

/**
 * A list that failed to load. A 401 or 403 means the sign-in no longer carries the staff role (a demotion or a
 * disabled account ends it at once): that asks for a new sign-in, since retrying cannot help; a 400 says what the
 * server said about the request; anything else is the connection.
 */
export function AdminErrorState({
  message,
  onRetry,
  error,
}: {
  message: string;
  onRetry: () => void;
  error?: unknown;
}) {
  if (refusedCaller(error)) {
    return (
      <div className="card admin-placeholder" role="alert">
        <h2>Please sign in again</h2>
        <p>Your access has changed or your session has ended. Sign in again to continue.</p>
        <SignInAgain />
      </div>
    );
  }
  const badRequest = error instanceof ApiError && error.status === 400;
  return (
    <div className="card admin-placeholder" role="alert">
      <h2>{message}</h2>
      <p>{badRequest ? error.message : 'Check the connection and try again.'}</p>
      <button type="button" className="button button-primary button-small" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

/** The load states AdminListStates shows, read from the list's query: `<AdminListStates {...listLoad(query)} />`. */
export function listLoad(query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }) {
  return { pending: query.isPending, failed: query.isError, error: query.error, onRetry: () => void query.refetch() };
}

/**
 * The body of an admin list in its four states: grey rows while the first load runs, the error with a retry when
 * it failed, the empty state when nothing is there (or nothing matches), else the list itself.
 */
export function AdminListStates({
  pending,
  failed,
  error,
  onRetry,
  empty,
  loading,
  failure,
  emptyState,
  skeleton,
  children,
}: {
  pending: boolean;
  /** Lists whose load failure is only logged (the portfolio) leave out the error state and show as empty. */
  failed?: boolean;
  /** What the failed load threw: a refused sign-in asks the person to sign in again. */
  error?: unknown;
  onRetry?: () => void;
  empty: boolean;
  /** Announced while loading. */
  loading: string;
  /** The error's heading. */
  failure?: string;
  emptyState: { title: string; text: string; action?: ReactNode };
  /** The placeholder while loading; by default five grey table rows. */
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  if (pending) return skeleton ?? <AdminTableSkeleton rows={5} label={loading} />;
  if (failed && failure && onRetry) return <AdminErrorState message={failure} onRetry={onRetry} error={error} />;
  if (empty) return <AdminEmptyState {...emptyState} />;
  return children;
}
