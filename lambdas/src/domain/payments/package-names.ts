/** How mails name each package. */
export const PACKAGE_NAMES = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const;
