/** What the order needs of a built chunk: its file and the chunks it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: string[];
}

/**
 * The order in which the browser would evaluate the chunks of the entry and of `roots` (each chunk after the chunks
 * it imports), with the chunks that need the entry (the entry first among them) last, so every chunk that can run
 * before the app starts does. The boot script evaluates them in this order, one task each.
 */
export function evaluationOrder(chunks: ChunkImports[], entryFile: string, roots: string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    order.push(fileName);
  };
  for (const root of [entryFile, ...roots]) visit(root);
  // In that order a chunk comes after everything it imports, so one pass finds every chunk that needs the entry.
  const needsEntry = new Set<string>([entryFile]);
  for (const fileName of order) {
    if ((byFile.get(fileName)?.imports ?? []).some((imported) => needsEntry.has(imported))) needsEntry.add(fileName);
  }
  return [...order.filter((file) => !needsEntry.has(file)), ...order.filter((file) => needsEntry.has(file))];
}
