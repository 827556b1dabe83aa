import { RequestView } from '@shop/shared/requests/request';
import * as z from 'zod/mini';
import { byCreation, creationList } from '../db/creation-order.ts';
import { entity, indexAttributes } from '../db/entity.ts';
import { KEY_ATTRIBUTES, requestKeys } from '../db/table-design.ts';

/**
 * A request as stored: what the requester and staff read, plus the hashes of the private links mailed to a visitor
 * (a read of the table never yields a working link). Quotes and deliveries sit in the same partition under their own
 * sort keys and are read by their own repositories.
 */
export const StoredRequest = z.extend(RequestView, {
  access_token_hashes: z.optional(z.array(z.string())),
});
export type StoredRequest = z.infer<typeof StoredRequest>;

/** Fields written on the request item beyond what the desk reads: a closure's reference, quoting's own summary. */
export type RequestItemFields = StoredRequest & { closure_reference?: string } & {
  [summary: `quote_${string}`]: unknown;
};

/** The item without its key attributes (what a read checks). */
const keyAttributes: readonly string[] = KEY_ATTRIBUTES;
export const withoutKeys = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !keyAttributes.includes(name)));

const createdSort = byCreation<RequestItemFields>('id');

/**
 * How a request is stored (decision 0061), without an entity attribute as requests always were: on its requester's
 * list while it has one (gsi1, sparse: a visitor's request joins it when an account claims it, and leaves it when
 * that account closes), on the desk by state (gsi3) and on the desk overall (gsi4), each by creation time.
 */
export const requestEntity = entity<RequestItemFields, Pick<StoredRequest, 'id'>>({
  what: 'request',
  key: { partition: (r) => requestKeys.pk(r.id), sort: () => requestKeys.sk },
  derived: {
    ...indexAttributes<RequestItemFields>(requestKeys.requesterIndex, {
      partition: { from: ['requester_sub'], value: (r) => requestKeys.requesterPartition(String(r.requester_sub)) },
      sort: createdSort,
      only: { from: ['requester_sub'], holds: (r) => Boolean(r.requester_sub) },
    }),
    ...indexAttributes<RequestItemFields>(requestKeys.stateIndex, {
      partition: { from: ['state'], value: (r) => requestKeys.statePartition(r.state) },
      sort: createdSort,
    }),
    ...creationList<RequestItemFields>(requestKeys.allIndex, requestKeys.allPartition, 'id'),
  },
  schema: () => StoredRequest as z.ZodMiniType<RequestItemFields>,
  normalize: (item) => ({
    // Fields that came later, and what staff have not done yet, read as none.
    details: {},
    first_reply_at: null,
    decline_reason: null,
    assignee_sub: null,
    assignee_email: null,
    ...withoutKeys(item),
  }),
});
