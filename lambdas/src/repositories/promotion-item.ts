import { boundTime, PromotionCode } from '@shop/shared/promotions/promotion';
import * as z from 'zod/mini';
import { creationList } from '../db/creation-order.ts';
import { entity } from '../db/entity.ts';
import { promotionKeys } from '../db/table-design.ts';

/** No total cap, as the reservation's condition compares it: more uses than any shop will see. */
export const NO_CAP = 1_000_000_000;
/** Open bounds, as strings that sort before and after every ISO time. */
const OPEN_START = '0000';
const OPEN_END = '9999';

/** Where a hold of a use stands: held by a payment under way, used by a paid order, released by a failed one. */
const HOLD_STATES = ['held', 'used', 'released'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/**
 * How a code is stored: on the staff list (gsi1) by creation time, and with the attributes the reservation's
 * condition reads, derived from the staff's fields (a number cap and two comparable instants, so the condition
 * needs no NULL comparisons). Every write of a cap or a date rewrites its attribute.
 */
export const promotionEntity = entity<PromotionCode, Pick<PromotionCode, 'code'>>({
  name: 'promotion',
  what: 'promotion code',
  key: { partition: (c) => promotionKeys.pk(c.code), sort: () => promotionKeys.sk },
  derived: {
    ...creationList<PromotionCode>(promotionKeys.listIndex, promotionKeys.listPartition, 'code'),
    cap_total: { from: ['max_uses'], value: (c) => c.max_uses ?? NO_CAP },
    window_start: { from: ['starts_at'], value: (c) => (c.starts_at ? boundTime(c.starts_at, 'start') : OPEN_START) },
    window_end: { from: ['ends_at'], value: (c) => (c.ends_at ? boundTime(c.ends_at, 'end') : OPEN_END) },
  },
  schema: () => PromotionCode,
});

/** A buyer's uses of a code (held and paid), beside the code; only ever counted up or down. */
export const promotionBuyerEntity = entity<{ uses: number }, { code: string; sub: string }>({
  name: 'promotion-buyer',
  what: 'promotion buyer',
  key: { partition: (b) => promotionKeys.pk(b.code), sort: (b) => promotionKeys.buyerSk(b.sub) },
  schema: () => z.object({ uses: z._default(z.number(), 0) }),
});

/** An order's hold of a use, beside the code, whose state lets exactly one caller give the use back or confirm it. */
export interface PromotionHold {
  state: HoldState;
  order_id: string;
  user_id: string;
  created_at: string;
  updated_at?: string;
}

export const promotionHoldEntity = entity<PromotionHold, { code: string; order_id: string }>({
  name: 'promotion-hold',
  what: 'promotion hold',
  key: { partition: (h) => promotionKeys.pk(h.code), sort: (h) => promotionKeys.holdSk(h.order_id) },
  schema: () =>
    z.object({
      state: z.enum(HOLD_STATES),
      order_id: z.string(),
      user_id: z.string(),
      created_at: z.string(),
      updated_at: z.optional(z.string()),
    }),
});
