import * as z from 'zod/mini';
import { entity } from '../db/entity.ts';
import { accessKeys } from '../db/table-design.ts';

/** A revocation of a user's access: when, and why (a role removed, sign-in disabled, the account closed). */
export interface StoredAccess {
  revoked_at: string;
  reason: string;
}

/** How a revocation is stored: one item beside the account, keyed by the user's sub (which it does not repeat). */
export const accessEntity = entity<StoredAccess, { sub: string }>({
  name: 'access',
  what: 'access revocation',
  key: { partition: ({ sub }) => accessKeys.pk(sub), sort: () => accessKeys.sk },
  schema: () => z.object({ revoked_at: z.string(), reason: z.string() }),
});
