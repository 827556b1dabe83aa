import { GSIS, type GsiName, TABLE_KEYS } from './table-design.ts';

/** An item's primary key, named as the key design names it. */
export function tableKey(partition: string, sort: string): Record<string, string> {
  return { [TABLE_KEYS.partition]: partition, [TABLE_KEYS.sort]: sort };
}

/** The attribute names of the base table's key or of one index's key. */
export function keyNames(index?: GsiName): { partition: string; sort: string } {
  if (!index) return TABLE_KEYS;
  const gsi = GSIS.find((g) => g.name === index);
  if (!gsi) throw new Error(`Unknown index ${index}`);
  return gsi;
}

/** The index-key attributes of one index set to the given values (for an item or a cursor). */
export function indexKey(index: GsiName, partition: string, sort: string): Record<string, string> {
  const names = keyNames(index);
  return { [names.partition]: partition, [names.sort]: sort };
}
