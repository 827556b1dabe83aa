import { type DerivedAttribute, type IndexKeyPart, indexAttributes } from './entity.ts';
import { creationSortKey, type GsiName } from './table-design.ts';

type CreatedItem = { created_at: string };
type TextField<T> = { [F in keyof T & string]: T[F] extends string ? F : never }[keyof T & string];

/**
 * An index sort key by creation time, then the item's id (ties keep one order). Both are set once, so the key never
 * moves; `id` names the field that identifies the item (an email, a code).
 */
export function byCreation<T extends CreatedItem>(id: TextField<T>): IndexKeyPart<T> {
  return { from: ['created_at', id], value: (item) => creationSortKey(item.created_at, item[id] as string) };
}

/** A list of every item of a kind in one fixed partition, by creation time: how the staff lists are kept. */
export function creationList<T extends CreatedItem>(
  index: GsiName,
  partition: string,
  id: TextField<T>,
): Record<string, DerivedAttribute<T>> {
  return indexAttributes<T>(index, { partition: { from: [], value: () => partition }, sort: byCreation(id) });
}
