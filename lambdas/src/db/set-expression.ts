/** An UpdateItem expression with the names and values it uses. */
export interface SetExpression {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  /** Absent when the update only removes (DynamoDB refuses an empty map). */
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** What one UpdateItem does to an item, by attribute name; every other attribute is left alone. */
export interface ItemUpdate {
  /** Attributes set; an undefined value is not sent at all. */
  set?: Record<string, unknown>;
  /** Entries set inside a map attribute the item has (`map.entry`): map -> entry -> value. */
  setIn?: Record<string, Record<string, unknown>>;
  /** Attributes set only where the item has none yet (if_not_exists). */
  setIfAbsent?: Record<string, unknown>;
  remove?: readonly string[];
  /** Entries removed from inside a map attribute: map -> entries. */
  removeIn?: Record<string, readonly string[]>;
  /** Numbers added to, or elements added to a set (atomic ADD). */
  add?: Record<string, unknown>;
  /**
   * Numbers added to entries inside a map attribute the item has (`map.entry`): map -> entry -> delta, an absent
   * entry counted from zero. ADD reaches top-level attributes only, so these are SETs of the sum.
   */
  addIn?: Record<string, Record<string, number>>;
  /** Elements appended to a list, which is created where the item has none yet. */
  append?: Record<string, readonly unknown[]>;
}

const defined = (values: Record<string, unknown> = {}) => Object.entries(values).filter(([, v]) => v !== undefined);

/**
 * The expression for an ItemUpdate, its placeholders generated: `#a{n}` names the n-th attribute and `:v{n}` its
 * value (`:e{n}` the empty list an append starts from, `:z{n}` the zero a counter in a map starts from), so no caller writes a placeholder by hand.
 */
export function updateExpression(update: ItemUpdate): SetExpression {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses = { SET: [] as string[], REMOVE: [] as string[], ADD: [] as string[] };
  let n = 0;
  const placeholder = (attribute: string, value?: unknown) => {
    const at = n++;
    names[`#a${at}`] = attribute;
    if (value !== undefined) values[`:v${at}`] = value;
    return { name: `#a${at}`, value: `:v${at}` };
  };
  for (const [attribute, value] of defined(update.set)) {
    const p = placeholder(attribute, value);
    clauses.SET.push(`${p.name} = ${p.value}`);
  }
  for (const [attribute, entries] of Object.entries(update.setIn ?? {})) {
    const map = placeholder(attribute).name;
    for (const [entry, value] of defined(entries)) {
      const p = placeholder(entry, value);
      clauses.SET.push(`${map}.${p.name} = ${p.value}`);
    }
  }
  for (const [attribute, value] of defined(update.setIfAbsent)) {
    const p = placeholder(attribute, value);
    clauses.SET.push(`${p.name} = if_not_exists(${p.name}, ${p.value})`);
  }
  for (const [attribute, entries] of Object.entries(update.addIn ?? {})) {
    const map = placeholder(attribute).name;
    for (const [entry, delta] of defined(entries)) {
      const p = placeholder(entry, delta);
      const zero = p.value.replace(':v', ':z');
      values[zero] = 0;
      const path = `${map}.${p.name}`;
      clauses.SET.push(`${path} = if_not_exists(${path}, ${zero}) + ${p.value}`);
    }
  }
  for (const [attribute, elements] of defined(update.append)) {
    const p = placeholder(attribute, elements);
    const empty = p.value.replace(':v', ':e');
    values[empty] = [];
    clauses.SET.push(`${p.name} = list_append(if_not_exists(${p.name}, ${empty}), ${p.value})`);
  }
  for (const attribute of update.remove ?? []) clauses.REMOVE.push(placeholder(attribute).name);
  for (const [attribute, entries] of Object.entries(update.removeIn ?? {})) {
    const map = placeholder(attribute).name;
    for (const entry of entries) clauses.REMOVE.push(`${map}.${placeholder(entry).name}`);
  }
  for (const [attribute, value] of defined(update.add)) {
    const p = placeholder(attribute, value);
    clauses.ADD.push(`${p.name} ${p.value}`);
  }
  const expression = Object.entries(clauses)
    .filter(([, parts]) => parts.length > 0)
    .map(([clause, parts]) => `${clause} ${parts.join(', ')}`)
    .join(' ');
  if (!expression) throw new Error('An update needs at least one attribute');
  return {
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/** An UpdateItem expression that sets exactly the given attributes and leaves every other one alone. */
export function setExpression(values: Record<string, unknown>): SetExpression {
  return updateExpression({ set: values });
}
