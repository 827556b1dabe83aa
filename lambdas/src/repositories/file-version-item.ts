import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { entity } from '../db/entity.ts';
import { fileVersionKeys, orderKeys } from '../db/table-design.ts';

/** One version item of a plan's file (table-design.ts, fileVersionKeys). */
export interface StoredFileVersion {
  key: string;
  tier: Package;
  replaces?: string;
  replaced_by?: string;
  uploaded_at?: string;
  uploaded_by?: string;
  replaced_at?: string;
  /** Orders whose delivery held this version; read as 0 where none has yet. */
  buyers?: number;
}

const storedFileVersion = (): z.ZodMiniType<StoredFileVersion> =>
  z.object({
    key: z.string(),
    tier: z.enum(PACKAGES),
    replaces: z.optional(z.string()),
    replaced_by: z.optional(z.string()),
    uploaded_at: z.optional(z.string()),
    uploaded_by: z.optional(z.string()),
    replaced_at: z.optional(z.string()),
    buyers: z._default(z.number(), 0),
  });

/**
 * How a file version is stored: in its plan's partition, under its file key (which the item repeats as `key`; the
 * plan id it does not). Its writes may each be the first, so each may create the item.
 */
export const fileVersionEntity = entity<StoredFileVersion, { plan_id: string; key: string }>({
  name: 'file-version',
  what: 'file version',
  key: { partition: (v) => fileVersionKeys.pk(v.plan_id), sort: (v) => fileVersionKeys.sk(v.key) },
  schema: storedFileVersion,
});

/** A marker beside an order: the version it received (counted once) or the revision notice it was mailed (once). */
interface OrderFileMarker {
  at: string;
}
const storedMarker = () => z.object({ at: z.string() });

export const fileReceiptEntity = entity<OrderFileMarker, { order_id: string; key: string }>({
  name: 'file-receipt',
  what: 'file receipt',
  key: { partition: (r) => orderKeys.pk(r.order_id), sort: (r) => fileVersionKeys.receiptSk(r.key) },
  schema: storedMarker,
});

export const fileNoticeEntity = entity<OrderFileMarker, { order_id: string; key: string }>({
  name: 'file-notice',
  what: 'file notice',
  key: { partition: (n) => orderKeys.pk(n.order_id), sort: (n) => fileVersionKeys.noticeSk(n.key) },
  schema: storedMarker,
});
