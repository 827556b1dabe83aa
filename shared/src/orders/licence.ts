import type { Package } from '../plans/plan.ts';

/** What the licence allows, in the words of the certificate and of every stamped sheet (decision 0024). */
export const LICENCE_TEXTS = {
  sheetClaim: 'Licensed for one build',
  certificateTitle: 'Licence Certificate',
  allows: [
    'One build of this plan, on one plot, by or for the licensee.',
    'Modifications of the plan for that one build.',
    'Copies of the files for the people working on that build.',
  ],
  forbids: ['Resale, sharing or publication of the plan or its files.', 'Further builds without a further licence.'],
  /** Shown while the server stamps the order's files; the page checks again every few seconds. */
  preparingTitle: 'Preparing your licensed files',
  preparingText:
    'Each drawing is being stamped with your name and order number, with a licence certificate for your order. This usually takes a few seconds.',
  notReady: 'Your licensed files are still being prepared. Please try again in a moment.',
} as const;

/** The longest licence name accepted: it must fit one line of a stamp on an A4 sheet. */
export const LICENCE_NAME_MAX = 120;

export const LICENCE_NAME_TEXTS = {
  required: 'Please enter the name on the licence',
  tooLong: `The name on the licence can be at most ${LICENCE_NAME_MAX} characters`,
  invalid: 'The name on the licence cannot contain line breaks or control characters',
} as const;

export const PACKAGE_NAMES: Record<Package, string> = { basic: 'Basic', standard: 'Standard', premium: 'Premium' };

/** The certificate's file name in the ZIP and on the download page. */
export function certificateFileName(invoice: string): string {
  return `Licence-Certificate-${invoice}.pdf`;
}

/** The ZIP's name: "Modern Villa (Premium) INV-1234ABCD.zip", without characters file systems refuse. */
export function orderZipFileName(planTitle: string, tier: Package, invoice: string): string {
  const safe = `${planTitle} (${PACKAGE_NAMES[tier]}) ${invoice}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe}.zip`;
}
