import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { derivedUpdate, derivedUpdateExpression } from '../../src/db/derived-update.ts';
import { entity, indexAttributes } from '../../src/db/entity.ts';
import { updateExpression } from '../../src/db/set-expression.ts';
import { updateRemoves, updateSets } from '../support/update-sets.ts';

interface Note {
  id: string;
  owner: string | null;
  state: string;
  created_at: string;
  text: string;
}

const createdSort = { from: ['created_at', 'id'], value: (n) => `${n.created_at}#${n.id}` } satisfies {
  from: (keyof Note)[];
  value: (n: Note) => string;
};

const notes = entity<Note, Pick<Note, 'id'>>({
  name: 'note',
  what: 'note',
  key: { partition: (n) => `NOTE#${n.id}`, sort: () => 'NOTE' },
  derived: {
    ...indexAttributes<Note>('gsi1', {
      partition: { from: ['owner'], value: (n) => `USER#${n.owner}#NOTES` },
      sort: createdSort,
      only: { from: ['owner'], holds: (n) => Boolean(n.owner) },
    }),
    ...indexAttributes<Note>('gsi3', {
      partition: { from: ['state'], value: (n) => `NOTES#${n.state}` },
      sort: createdSort,
    }),
    search_text: { from: ['text'], value: (n) => n.text.toLowerCase() },
  },
  schema: () =>
    z.object({
      id: z.string(),
      owner: z.nullable(z.string()),
      state: z.string(),
      created_at: z.string(),
      text: z._default(z.string(), ''),
    }),
});

const note: Note = { id: 'n1', owner: 'ama', state: 'open', created_at: '2026-11-01', text: 'Roof PLAN' };

describe('an entity declaration', () => {
  it('stores an item with its key, every index key derived from its fields, and its name', () => {
    expect(notes.toItem(note)).toEqual({
      ...note,
      pk: 'NOTE#n1',
      sk: 'NOTE',
      gsi1pk: 'USER#ama#NOTES',
      gsi1sk: '2026-11-01#n1',
      gsi3pk: 'NOTES#open',
      gsi3sk: '2026-11-01#n1',
      search_text: 'roof plan',
      entity: 'note',
    });
  });

  it('leaves a sparse index out while its condition fails', () => {
    const item = notes.toItem({ ...note, owner: null });
    expect(item).not.toHaveProperty('gsi1pk');
    expect(item).not.toHaveProperty('gsi1sk');
    expect(item).toHaveProperty('gsi3pk', 'NOTES#open');
  });

  it('reads an item back through its schema, key attributes dropped and defaults filled', () => {
    const { text: _text, ...stored } = notes.toItem(note);
    expect(notes.fromItem(stored)).toEqual({ ...note, text: '' });
    expect(() => notes.fromItem({ ...stored, state: 3 })).toThrow(/note .* at state/);
  });

  it('updates the fields sent and exactly the derived attributes they are read by', () => {
    expect(notes.update({ state: 'closed', text: undefined })).toEqual({
      set: { state: 'closed', gsi3pk: 'NOTES#closed' },
      remove: [],
    });
  });

  it('computes an attribute that also reads fields not sent from what the caller knows', () => {
    expect(notes.update({ owner: 'kofi' }, note).set).toEqual({
      owner: 'kofi',
      gsi1pk: 'USER#kofi#NOTES',
      gsi1sk: '2026-11-01#n1',
    });
    expect(() => notes.update({ owner: 'kofi' })).toThrow(/gsi1sk also reads created_at, id/);
  });

  it('removes a sparse index key the fields sent take the item out of, without needing its other fields', () => {
    expect(notes.update({ owner: null })).toEqual({ set: { owner: null }, remove: ['gsi1pk', 'gsi1sk'] });
  });

  it('gives the plan-style partial update the same declaration, a sparse key moving out removed', () => {
    const change = derivedUpdate(notes.derivation, note, { owner: null });
    expect(change).toEqual({
      set: { owner: null },
      remove: ['gsi1pk', 'gsi1sk'],
      expected: { created_at: '2026-11-01', id: 'n1' },
    });
    const input = derivedUpdateExpression(change, 'pk');
    expect(updateSets(input)).toEqual({ owner: null });
    expect(updateRemoves(input)).toEqual(['gsi1pk', 'gsi1sk']);
  });

  it('names each value once when a derived update also appends to a list and checks what it read', () => {
    const change = derivedUpdate(notes.derivation, note, { owner: null });
    const input = derivedUpdateExpression(change, 'pk', { append: { history: ['moved'] } });
    const placeholders = `${input.UpdateExpression} ${input.ConditionExpression}`.match(/:[a-z]+\d+/g) ?? [];
    // One value per placeholder, and each placeholder stands for the value of its own clause.
    expect(Object.keys(input.ExpressionAttributeValues).sort()).toEqual([...new Set(placeholders)].sort());
    expect(input.ExpressionAttributeValues).toMatchObject({ ':v1': ['moved'], ':e1': [] });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(['2026-11-01', 'n1', ['moved'], [], null]),
    );
  });
});

describe('writes that may create the item, and items keyed by what they do not repeat', () => {
  const owned = entity<{ count: number; label?: string }, { owner: string }>({
    name: 'tally',
    what: 'tally',
    key: { partition: (t) => `USER#${t.owner}`, sort: () => 'TALLY' },
    schema: () => z.object({ count: z.number(), label: z.optional(z.string()) }),
  });

  it('stores the key apart from the fields, so the owner is not stored as one', () => {
    expect(owned.toOwnedItem({ count: 0 }, { owner: 'ama' })).toEqual({
      pk: 'USER#ama',
      sk: 'TALLY',
      count: 0,
      entity: 'tally',
    });
  });

  it('keys each item of a list by its own fields when toItem is handed to map, whatever map passes beside it', () => {
    const keyed = entity<{ id: string; count: number }, { id: string }>({
      name: 'tally',
      what: 'tally',
      key: { partition: (t) => `TALLY#${t.id}`, sort: () => 'TALLY' },
      schema: () => z.object({ id: z.string(), count: z.number() }),
    });
    const items = [
      { id: 'a', count: 1 },
      { id: 'b', count: 2 },
    ].map(keyed.toItem);
    expect(items.map((item) => item.pk)).toEqual(['TALLY#a', 'TALLY#b']);
  });

  it('counts with ADD, naming the entity and the initial fields only where the ADD creates the item', () => {
    expect(owned.add({ count: 2 }, { label: 'first' })).toEqual({
      add: { count: 2 },
      setIfAbsent: { label: 'first', entity: 'tally' },
    });
  });

  it('upserts the fields sent with the derived attributes, and the entity only where there was no item', () => {
    expect(notes.upsert({ state: 'closed' })).toEqual({
      set: { state: 'closed', gsi3pk: 'NOTES#closed' },
      remove: [],
      setIfAbsent: { entity: 'note' },
    });
  });
});

describe('updateExpression', () => {
  it('writes and removes entries inside a map by path, each part named', () => {
    const input = updateExpression({ setIn: { gift: { claimed_at: 't1' } }, removeIn: { gift: ['message'] } });
    expect(input).toEqual({
      UpdateExpression: 'SET #a0.#a1 = :v1 REMOVE #a2.#a3',
      ExpressionAttributeNames: { '#a0': 'gift', '#a1': 'claimed_at', '#a2': 'gift', '#a3': 'message' },
      ExpressionAttributeValues: { ':v1': 't1' },
    });
    expect(updateSets(input)).toEqual({ 'gift.claimed_at': 't1' });
  });

  it('names every attribute and value itself, clause by clause', () => {
    expect(
      updateExpression({
        set: { a: 1, skipped: undefined },
        setIfAbsent: { b: 2 },
        append: { c: ['x'] },
        remove: ['d'],
        add: { e: 1 },
      }),
    ).toEqual({
      UpdateExpression:
        'SET #a0 = :v0, #a1 = if_not_exists(#a1, :v1), #a2 = list_append(if_not_exists(#a2, :e2), :v2) REMOVE #a3 ADD #a4 :v4',
      ExpressionAttributeNames: { '#a0': 'a', '#a1': 'b', '#a2': 'c', '#a3': 'd', '#a4': 'e' },
      ExpressionAttributeValues: { ':v0': 1, ':v1': 2, ':v2': ['x'], ':e2': [], ':v4': 1 },
    });
  });

  it('sends no values for an update that only removes, and refuses an empty one', () => {
    expect(updateExpression({ remove: ['a'] })).toEqual({
      UpdateExpression: 'REMOVE #a0',
      ExpressionAttributeNames: { '#a0': 'a' },
    });
    expect(() => updateExpression({ set: { a: undefined } })).toThrow();
  });
});
