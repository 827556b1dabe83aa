/** An UpdateItem expression that sets exactly the given attributes and leaves every other one alone. */
export interface SetExpression {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

export function setExpression(values: Record<string, unknown>): SetExpression {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('setExpression needs at least one value');
  const names: Record<string, string> = {};
  const placeholders: Record<string, unknown> = {};
  const assignments = entries.map(([name, value], index) => {
    names[`#a${index}`] = name;
    placeholders[`:v${index}`] = value;
    return `#a${index} = :v${index}`;
  });
  return {
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: placeholders,
  };
}
