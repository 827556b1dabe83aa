/**
 * Marks a text written outside a component (a label in a table of links) so the catalog test finds it; it is
 * translated where it is shown, with `t(label)` (decision 0026).
 */
export function msg<const T extends string>(id: T): T {
  return id;
}
