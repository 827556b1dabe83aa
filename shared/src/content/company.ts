/**
 * The firm's track record and service pricing as the firm states them; the About and Services pages show them.
 * Contact details (phones, email, address, hours, reply promises) live in ../business.ts.
 */
export const COMPANY = {
  foundedYear: 2012,
  contractorLicenseClass: 'K3 D3',
  yearsOfExperience: '10+',
  plansClaim: '500+',
  customersClaim: '2,500+',
} as const;

/** Residential architectural and structural design is charged per square metre of floor area; other services by complexity. */
export const RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM = 70;
