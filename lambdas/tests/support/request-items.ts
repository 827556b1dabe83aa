import { requestKeys } from '../../src/db/table-design.ts';
import { indexKey, tableKey } from '../../src/db/table-keys.ts';

/** A desk request as the desk writes it (its own fields and keys); the quote code reads only some of them. */
export interface RequestFixture {
  id: string;
  kind: 'customization' | 'modification_quote' | 'service';
  state: 'new' | 'in_review' | 'quoted' | 'accepted' | 'in_progress' | 'delivered' | 'closed' | 'declined';
  requester_sub: string | null;
  requester_email: string;
  requester_name: string;
  order_id: string | null;
  plan_id: string | null;
  service: string | null;
  language: 'en' | 'fr';
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export function sampleRequest(overrides: Partial<RequestFixture> = {}): RequestFixture {
  return {
    id: 'req-0001',
    kind: 'customization',
    state: 'in_review',
    requester_sub: 'buyer-1',
    requester_email: 'ama@example.com',
    requester_name: 'Ama Mensah',
    phone: null,
    whatsapp: null,
    order_id: null,
    plan_id: 'villa-01',
    plan_title: 'Modern Villa',
    service: null,
    language: 'en',
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: '2026-11-18T09:00:00.000Z',
    // A field of the desk's that the quote code must leave alone.
    details: { plot_size: '18 x 24 m', plot_orientation: 'east' },
    ...overrides,
  };
}

/** The request's table item, with the index keys the key design gives it. */
export function requestItem(overrides: Partial<RequestFixture> = {}): Record<string, unknown> {
  const request = sampleRequest(overrides);
  const sort = requestKeys.createdSort(request.created_at, request.id);
  return {
    ...request,
    ...tableKey(requestKeys.pk(request.id), requestKeys.sk),
    ...(request.requester_sub
      ? indexKey(requestKeys.requesterIndex, requestKeys.requesterPartition(request.requester_sub), sort)
      : {}),
    ...indexKey(requestKeys.stateIndex, requestKeys.statePartition(request.state), sort),
    ...indexKey(requestKeys.allIndex, requestKeys.allPartition, sort),
    entity: 'request',
  };
}
