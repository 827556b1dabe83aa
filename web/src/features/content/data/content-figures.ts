import { COMPANY } from '@shop/shared/content/company';

/**
 * Figures that a page's English and French texts both write. They live apart from the English module so the French
 * one, loaded on demand by it, does not import it back.
 */

/** The licence class kept on one line. */
export const LICENCE = COMPANY.contractorLicenseClass.replace(/ /g, '\u00a0');

/** The floor area of the fee example on /services, in square metres. */
export const EXAMPLE_AREA = 150;
