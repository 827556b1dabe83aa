import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/**
 * No line breaks, control or format characters, nor Unicode line and paragraph separators: every billing field
 * prints on its own line of the invoice.
 */
const printable = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
/** The address may hold line breaks (between its lines), nothing else of the above. */
const printableLines = (value: string) => value.split(/\r?\n/).every((line) => printable.test(line));

export const BILLING_TEXTS = {
  nameRequired: 'Please enter the billing name',
  nameTooLong: 'The billing name can be at most 120 characters',
  companyTooLong: 'The company name can be at most 120 characters',
  taxNumberInvalid: 'A tax number is 3-30 letters, digits, spaces or - / .',
  addressTooLong: 'The billing address can be at most 300 characters',
  invalid: 'Billing details cannot contain control characters',
} as const;

const optionalText = (max: number, tooLong: string) =>
  z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(max, { error: tooLong }), z.regex(printable, { error: BILLING_TEXTS.invalid })),
  );

/**
 * Who the invoice is made out to, entered at checkout and kept on the order: a name, optionally a company and its
 * tax number (a Ghana TIN, a VAT number), and optionally a postal address (lines separated by line breaks). The
 * address is optional: most buyers are people building a house, and a business that needs it on the invoice enters it.
 */
export const BillingDetails = lazySchema(() =>
  z.object({
    name: z
      .string({ error: BILLING_TEXTS.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: BILLING_TEXTS.nameRequired }),
        z.maxLength(120, { error: BILLING_TEXTS.nameTooLong }),
        z.regex(printable, { error: BILLING_TEXTS.invalid }),
      ),
    company: optionalText(120, BILLING_TEXTS.companyTooLong),
    tax_number: z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || /^[\p{L}\p{N}][\p{L}\p{N} ./-]{1,28}[\p{L}\p{N}]$/u.test(value), {
          error: BILLING_TEXTS.taxNumberInvalid,
        }),
      ),
    ),
    address: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(300, { error: BILLING_TEXTS.addressTooLong }),
          z.refine(printableLines, { error: BILLING_TEXTS.invalid }),
        ),
    ),
  }),
);
export type BillingDetails = z.infer<typeof BillingDetails>;

/** The address's lines, without empty ones. */
export const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
