import * as z from 'zod/mini';
import { entity } from '../db/entity.ts';
import { closureCodeKeys } from '../db/table-design.ts';

/** A closure code as stored: never the code, only its salted hash, with its end and the tries made on it. */
export interface StoredClosureCodeItem {
  code_hash: string;
  salt: string;
  expires_at: string;
  tries: number;
}

/** How a closure code is stored: one item beside its account, keyed by the user's sub (which it does not repeat). */
export const closureCodeEntity = entity<StoredClosureCodeItem, { sub: string }>({
  name: 'closure-code',
  what: 'closure code',
  key: { partition: ({ sub }) => closureCodeKeys.pk(sub), sort: () => closureCodeKeys.sk },
  schema: () => z.object({ code_hash: z.string(), salt: z.string(), expires_at: z.string(), tries: z.number() }),
});
