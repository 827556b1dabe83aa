import { type DerivedAttribute, type EntityDeclaration, type IndexKeyPart, indexAttributes } from './entity.ts';
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

/** The keys of a kind whose items sit alone in their partition and all on one staff list (table-design.ts). */
interface StaffListKeys {
  pk: (id: string) => string;
  sk: string;
  listIndex: GsiName;
  listPartition: string;
}

/**
 * The key and list keys of an item alone in its partition, named by its `id` field (an id, an email), and listed
 * newest first on one index partition with every other item of its kind: contact messages, subscribers, projects.
 */
export function staffListed<T extends CreatedItem, F extends TextField<T>>(
  keys: StaffListKeys,
  id: F,
): Pick<EntityDeclaration<T, Pick<T, F>>, 'key' | 'derived'> {
  return {
    key: { partition: (item) => keys.pk(item[id] as string), sort: () => keys.sk },
    derived: creationList<T>(keys.listIndex, keys.listPartition, id),
  };
}
