import type * as z from 'zod/mini';
import type { Derivation } from './derived-update.ts';
import { parseItem } from './parse-item.ts';
import type { ItemUpdate } from './set-expression.ts';
import type { GsiName } from './table-design.ts';
import { keyNames, tableKey } from './table-keys.ts';

type Field<T> = keyof T & string;

/** A condition on an item's fields, with the fields it reads. */
export interface FieldTest<T> {
  from: readonly Field<T>[];
  holds: (item: T) => boolean;
}

/**
 * An attribute an item carries beyond its fields, computed from the fields named in `from`. With `only`, the item
 * carries it only while `only` holds (a sparse index's keys); undefined from `value` also means it is not carried.
 */
export interface DerivedAttribute<T> {
  from: readonly Field<T>[];
  value: (item: T) => unknown;
  only?: FieldTest<T>;
}

/** One key attribute of an index: its value and the fields it reads. */
export interface IndexKeyPart<T> {
  from: readonly Field<T>[];
  value: (item: T) => string;
}

/**
 * The two key attributes of an index, named as the key design names them. With `only`, the index is sparse: the item
 * carries its keys only while `only` holds, and an update that makes it fail removes them.
 */
export function indexAttributes<T>(
  index: GsiName,
  keys: { partition: IndexKeyPart<T>; sort: IndexKeyPart<T>; only?: FieldTest<T> },
): Record<string, DerivedAttribute<T>> {
  const names = keyNames(index);
  const only = keys.only ? { only: keys.only } : {};
  // A part that reads no field (a fixed partition) is written with its sibling: an update or an upsert that writes
  // the sort key must also write the partition, or the item would sit on half an index and no query would find it.
  const partition = keys.partition.from.length ? keys.partition : { ...keys.partition, from: keys.sort.from };
  const sort = keys.sort.from.length ? keys.sort : { ...keys.sort, from: keys.partition.from };
  return { [names.partition]: { ...partition, ...only }, [names.sort]: { ...sort, ...only } };
}

/** Every field an attribute reads, its condition's included. */
const readsOf = <T>({ from, only }: DerivedAttribute<T>) => [...new Set([...(only?.from ?? []), ...from])];

/** An attribute's value for a whole item: undefined when the item does not carry it. */
const carriedValue = <T>(attribute: DerivedAttribute<T>, item: T) =>
  attribute.only && !attribute.only.holds(item) ? undefined : attribute.value(item);

/** How one kind of item is stored: its key, what derives from its fields, and what a read must find. */
export interface EntityDeclaration<T, K> {
  /** The `entity` attribute its items carry; left out for kinds that were always stored without one. */
  name?: string;
  /** How read errors name it. */
  what: string;
  /** The item's key, from what names one item (its id fields, or an owner's that the item does not repeat). */
  key: { partition: (item: K) => string; sort: (item: K) => string };
  /** Index keys (indexAttributes) and any other derived attribute, by attribute name. */
  derived?: Record<string, DerivedAttribute<T>>;
  /** The item as read, built on first use (schemas cost start-up time in every Lambda that imports them). */
  schema: () => z.ZodMiniType<T>;
  /** Reshapes an item before it is checked: what older versions wrote, what reads as absent. */
  normalize?: (item: Record<string, unknown>) => Record<string, unknown>;
}

export interface Entity<T, K> {
  key(item: K): Record<string, string>;
  /** The derived attributes of a whole item (undefined where it does not carry one). */
  derive(item: T): Record<string, unknown>;
  /** The same, with the fields each reads, for derivedUpdate (a partial update checked against what was read). */
  derivation: Derivation<T>;
  /** The item as stored: its fields, its key, its derived attributes and its entity name. */
  toItem(item: T & K): Record<string, unknown>;
  /**
   * The same for an item whose key names something it does not repeat (an owner, a code), given apart so it is not
   * stored as a field. A method of its own, not a second argument of toItem: `reviews.map(entity.toItem)` would
   * hand toItem each index as a key.
   */
  toOwnedItem(item: T, key: K): Record<string, unknown>;
  /** A stored item read back, checked (a field of the wrong type fails the read and names the field). */
  fromItem(item: Record<string, unknown>): T;
  /**
   * What an update writes: the fields sent, and every derived attribute a field sent is read by (set, or removed
   * where it becomes undefined), computed from the fields sent over `known` (what the caller knows of the item).
   * One that also reads a field neither holds is a programming error. A sparse attribute whose condition the fields
   * sent fail is removed whatever else it reads.
   */
  update(changes: Partial<T>, known?: Partial<T>): Required<Pick<ItemUpdate, 'set' | 'remove'>>;
  /**
   * The same for a write that may create the item (it has no condition that the item exists): an item it creates
   * carries the entity attribute, as one the first write stored does.
   */
  upsert(changes: Partial<T>, known?: Partial<T>): Required<Pick<ItemUpdate, 'set' | 'remove' | 'setIfAbsent'>>;
  /**
   * Atomic counters: ADD of each delta, which starts a counter the item lacks at zero. An item the ADD creates
   * carries the entity attribute and the fields of `initial`; an item that exists keeps its own.
   */
  add(
    deltas: Partial<Record<NumberField<T>, number>>,
    initial?: Partial<T>,
  ): Required<Pick<ItemUpdate, 'add' | 'setIfAbsent'>>;
}

/** The fields of T that hold a number. */
type NumberField<T> = { [F in Field<T>]-?: NonNullable<T[F]> extends number ? F : never }[Field<T>];

export function entity<T extends object, K = T>(declaration: EntityDeclaration<T, K>): Entity<T, K> {
  const derived = Object.entries(declaration.derived ?? {});
  let schema: z.ZodMiniType<T> | undefined;
  const derive = (item: T) =>
    Object.fromEntries(derived.map(([name, attribute]) => [name, carriedValue(attribute, item)]));
  const key = (item: K) => tableKey(declaration.key.partition(item), declaration.key.sort(item));
  const named = declaration.name ? { entity: declaration.name } : {};
  const update: Entity<T, K>['update'] = (changes, known = {}) => {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const source = { ...known, ...sent } as T;
    const set: Record<string, unknown> = { ...sent };
    const remove: string[] = [];
    for (const [name, attribute] of derived) {
      const reads = readsOf(attribute);
      if (!reads.some((field) => field in sent)) continue;
      const leaves = attribute.only?.from.every((field) => field in sent) && !attribute.only.holds(source);
      const missing = reads.filter((field) => !(field in source));
      if (!leaves && missing.length > 0) throw new Error(`${name} also reads ${missing.join(', ')}: pass it as known`);
      const value = leaves ? undefined : carriedValue(attribute, source);
      if (value === undefined) remove.push(name);
      else set[name] = value;
    }
    return { set, remove };
  };
  const stored = (item: T, owner: K) => {
    const attributes = Object.entries(derive(item)).filter(([, value]) => value !== undefined);
    return { ...item, ...key(owner), ...Object.fromEntries(attributes), ...named };
  };
  return {
    key,
    derive,
    derivation: { derive, sources: Object.fromEntries(derived.map(([name, attribute]) => [name, readsOf(attribute)])) },
    toItem(item: T & K) {
      return stored(item, item);
    },
    toOwnedItem(item: T, owner: K) {
      return stored(item, owner);
    },
    fromItem(item) {
      const read = declaration.normalize ? declaration.normalize(item) : item;
      schema ??= declaration.schema();
      return parseItem(schema, read, declaration.what) as T;
    },
    update,
    upsert: (changes, known) => ({ ...update(changes, known), setIfAbsent: named }),
    add(deltas, initial = {}) {
      return { add: { ...deltas }, setIfAbsent: { ...initial, ...named } };
    },
  };
}
