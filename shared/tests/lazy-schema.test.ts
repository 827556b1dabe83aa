import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '../src/lazy-schema.ts';

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    // Prepare
    let builds = 0;
    const Name = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    const before = builds;

    // Act
    const first = Name.safeParse({ name: 'Ama' });
    const second = Name.safeParse({ name: 3 });

    // Assess
    expect(before).toBe(0);
    expect(builds).toBe(1);
    expect(first).toEqual({ success: true, data: { name: 'Ama' } });
    expect(second.success).toBe(false);
  });

  it('composes inside other schemas and keeps zod instanceof checks and error messages', () => {
    // Prepare
    const Room = lazySchema(() => z.object({ size: z.number().check(z.gte(1, { error: 'size must be at least 1' })) }));
    const House = lazySchema(() => z.object({ rooms: z.array(Room), name: z.optional(z.string()) }));

    // Act
    const refused = House.safeParse({ rooms: [{ size: 2 }, { size: 0 }] });

    // Assess
    expect(House instanceof z.ZodMiniObject).toBe(true);
    expect(House.safeParse({ rooms: [{ size: 2 }] }).success).toBe(true);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('size must be at least 1');
    expect(refused.error?.issues[0]?.path).toEqual(['rooms', 1, 'size']);
  });

  it('spreads a lazy object of field schemas into a schema built later', () => {
    // Prepare
    const fields = lazySchema(() => ({ q: z.optional(z.string()), page: z.optional(z.string()) }));
    const Query = lazySchema(() => z.strictObject({ ...fields, sort: z.optional(z.string()) }));

    // Act
    const extra = Query.safeParse({ q: 'villa', other: 'x' });

    // Assess
    expect(Object.keys(fields)).toEqual(['q', 'page']);
    expect(Query.safeParse({ q: 'villa', page: '2', sort: 'new' }).success).toBe(true);
    expect(extra.success).toBe(false);
  });
});
