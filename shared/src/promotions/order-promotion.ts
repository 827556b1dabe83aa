import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The promotion code frozen on an order when its payment started: what it took off the catalogue price, in pesewas,
 * before tax. The order's `tax` (and so its amount) was computed on the price less this discount.
 */
export const OrderPromotion = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    /** A whole percentage for `percent`, cedis for `fixed`, as the code said when payment started. */
    value: z.number(),
    list_price_pesewas: z.number(),
    discount_pesewas: z.number(),
  }),
);
export type OrderPromotion = z.infer<typeof OrderPromotion>;
