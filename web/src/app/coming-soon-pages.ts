import type { ComingSoonHandle } from './routes/coming-soon.tsx';

/** Pages the shop will have but does not build yet; until then each is a real page saying what will be there. */
// Checkout, the payment return and the download page are built (app/routes/downloads/download-routes.tsx).
export const COMING_SOON_PAGES: { path: string; handle: ComingSoonHandle }[] = [];
