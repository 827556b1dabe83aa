import { type Location, ScrollRestoration } from 'react-router-dom';

/**
 * Every history entry made by a full page load shares React Router's key "default", so by default the
 * scroll position saved when one such page was left (checkout, scrolled to the pay button) was restored
 * on the next (the payment return page, which the payment provider opens with a full load): the buyer
 * landed on the footer. Keyed by address instead, a new page starts at the top; a reload or back/forward
 * still finds its place. In-app navigations keep their own entry keys: top on push, restored on back/forward.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}
