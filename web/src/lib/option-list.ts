/**
 * The options of a tab row, a filter or a sort, from `id: label` pairs in the order shown. Written as one object,
 * a list reads on one line; `(typeof LIST)[number]['id']` is still the union of its ids.
 */
export function optionList<const Labels extends Record<string, string>>(
  labels: Labels,
): readonly { id: keyof Labels & string; label: string }[] {
  return Object.keys(labels).map((id: keyof Labels & string) => ({ id, label: labels[id] }));
}
