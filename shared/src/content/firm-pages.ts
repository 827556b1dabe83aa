/** The pages that carry the firm's own structured data (Organization / LocalBusiness). */
export const FIRM_PAGES = ['home', 'contact'] as const;
export type FirmPage = (typeof FIRM_PAGES)[number];
