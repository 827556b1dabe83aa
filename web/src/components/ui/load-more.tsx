import type { ReactNode } from 'react';

/** The part of an infinite query a Load More button needs (react-query's `useInfiniteQuery` result). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Load More under a paged list, while there is a next page; busy (and saying so) while that page loads. */
export function LoadMore({
  pages,
  label,
  busyLabel,
  className = 'button button-outline',
  wrapClassName = 'section-cta',
  onLoad,
}: {
  pages: Pages;
  /** Called as the next page is asked for (before it arrives), e.g. to note where the new items will begin. */
  onLoad?: () => void;
  label: ReactNode;
  busyLabel: ReactNode;
  className?: string;
  wrapClassName?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={wrapClassName}>
      <button
        type="button"
        className={className}
        onClick={() => {
          onLoad?.();
          void pages.fetchNextPage();
        }}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? busyLabel : label}
      </button>
    </div>
  );
}
