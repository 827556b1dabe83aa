import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { creationList, staffListed } from '../../src/db/creation-order.ts';
import { entity } from '../../src/db/entity.ts';

interface Subscriber {
  email: string;
  created_at: string;
  name: string;
}

const subscribers = entity<Subscriber, Pick<Subscriber, 'email'>>({
  what: 'subscriber',
  key: { partition: (s) => `SUB#${s.email}`, sort: () => 'SUB' },
  derived: creationList<Subscriber>('gsi2', 'SUBS', 'email'),
  schema: () => z.object({ email: z.string(), created_at: z.string(), name: z.string() }),
});

describe('a list of every item of a kind by creation time', () => {
  it('keeps each item in the one partition, sorted by its creation time then the field that names it', () => {
    const item = subscribers.toItem({ email: 'ama@example.com', created_at: '2026-11-01T10:00:00Z', name: 'Ama' });
    expect(item).toMatchObject({ gsi2pk: 'SUBS', gsi2sk: '2026-11-01T10:00:00Z#ama@example.com' });
  });

  it('writes the partition with the sort key, so an item re-dated is never on half the index', () => {
    const { set } = subscribers.update({ created_at: '2026-11-02T00:00:00Z' }, { email: 'ama@example.com' });
    expect(set).toEqual({
      created_at: '2026-11-02T00:00:00Z',
      gsi2pk: 'SUBS',
      gsi2sk: '2026-11-02T00:00:00Z#ama@example.com',
    });
  });

  it('leaves the list keys alone when a field they do not read changes', () => {
    expect(subscribers.update({ name: 'Ama M.' }).set).toEqual({ name: 'Ama M.' });
  });
});

describe("an item alone in its partition, on its kind's staff list", () => {
  const keys = { pk: (email: string) => `SUB#${email}`, sk: 'SUB', listIndex: 'gsi1' as const, listPartition: 'SUBS' };
  const listed = entity<Subscriber, Pick<Subscriber, 'email'>>({
    what: 'subscriber',
    ...staffListed<Subscriber, 'email'>(keys, 'email'),
    schema: () => z.object({ email: z.string(), created_at: z.string(), name: z.string() }),
  });

  it("is keyed by the field that names it and listed by creation time on the kind's partition", () => {
    const item = listed.toItem({ email: 'ama@example.com', created_at: '2026-11-01T10:00:00Z', name: 'Ama' });
    expect(item).toMatchObject({
      pk: 'SUB#ama@example.com',
      sk: 'SUB',
      gsi1pk: 'SUBS',
      gsi1sk: '2026-11-01T10:00:00Z#ama@example.com',
    });
    expect(listed.key({ email: 'kofi@example.com' })).toEqual({ pk: 'SUB#kofi@example.com', sk: 'SUB' });
  });
});
